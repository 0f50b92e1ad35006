import type { ComponentPropsWithRef } from "react";
import { type FieldFrameProps, FormField, splitFieldProps } from "./form-field";

type TextFieldProps = FieldFrameProps & Omit<ComponentPropsWithRef<"input">, keyof FieldFrameProps>;

/** A labelled text input; `ref` reaches the input, so react-hook-form can focus it. */
export function TextField(props: TextFieldProps) {
  const [frame, input] = splitFieldProps(props);
  return <FormField {...frame}>{(control) => <input {...input} {...control} />}</FormField>;
}
