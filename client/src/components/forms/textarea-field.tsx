import { clsx } from "clsx";
import type { ComponentPropsWithRef } from "react";
import { type FieldFrameProps, FormField, splitFieldProps } from "./form-field";

type TextareaFieldProps = FieldFrameProps & Omit<ComponentPropsWithRef<"textarea">, keyof FieldFrameProps>;

/** A labelled multi-line text box that the visitor can make taller; its height comes from `rows`. */
export function TextareaField(props: TextareaFieldProps) {
  const [frame, textarea] = splitFieldProps(props);
  return (
    <FormField {...frame}>{(control) => <textarea {...textarea} {...control} className={clsx(control.className, "resize-y")} />}</FormField>
  );
}
