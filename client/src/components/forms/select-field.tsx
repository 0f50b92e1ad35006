import { clsx } from "clsx";
import type { ComponentPropsWithRef } from "react";
import { Options, type SelectOption } from "./options";
import { type FieldFrameProps, FormField, splitFieldProps } from "./form-field";

export type { SelectOption };

type SelectFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithRef<"select">, keyof FieldFrameProps | "children"> & {
    /** an empty first choice, shown until something is picked */
    placeholder?: string;
    options: readonly SelectOption[];
  };

/** A labelled native select; with a placeholder its first choice is empty, so nothing is picked until the visitor picks. */
export function SelectField(props: SelectFieldProps) {
  const [frame, { placeholder, options, ...select }] = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <select {...select} {...control} className={clsx(control.className, "appearance-auto")}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          <Options options={options} />
        </select>
      )}
    </FormField>
  );
}
