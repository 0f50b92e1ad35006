import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";

/** An amount kept in cents and typed in dollars. */
export function CentsField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  hint?: string;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          compact
          label={label}
          hint={hint}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          error={error}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value === undefined ? "" : (field.value as number) / 100}
          onChange={(event) => field.onChange(Math.round(Number(event.target.value) * 100))}
        />
      )}
    />
  );
}
