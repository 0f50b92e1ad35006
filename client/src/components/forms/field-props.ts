import { type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";

/**
 * What a TextField, SelectField or TextareaField needs from the form for one field: its registration and
 * its error message. Read in the form's render, so the field shows a new error at once.
 */
export function fieldProps<Values extends FieldValues, Context, Transformed>(
  form: UseFormReturn<Values, Context, Transformed>,
  name: Path<Values>,
) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { ...form.register(name), error: error?.message };
}
