import type { FieldErrors } from "@shared/estimates/estimate-fields";
import { type Choice, ChoiceGroup } from "./choice-group";

/**
 * What each job's fieldset is handed: the values it starts with, and the messages to show now. The fields are the
 * browser's own (uncontrolled): what a visitor types before the page's code is live stays, and the form reads them.
 */
export interface JobFieldsProps<Values extends Record<string, string>> {
  values: Values;
  /** a field is left: its message may show from now on */
  onLeave: (field: keyof Values & string) => void;
  errors: FieldErrors;
}

export const decimalInput = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;

/** The props of a job's fields from what the fieldset is handed: a typed or picked field's, and a question's buttons. */
export function jobFieldParts<Values extends Record<string, string>>({ values, onLeave, errors }: JobFieldsProps<Values>) {
  return {
    field: (name: keyof Values & string) => ({ name, defaultValue: values[name], onBlur: () => onLeave(name), error: errors[name] }),
    choice: (id: string, name: keyof Values & string, legend: string, choices: readonly Choice[], hint?: string) => (
      <ChoiceGroup id={id} name={name} legend={legend} hint={hint} choices={choices} initial={values[name]!} error={errors[name]} />
    ),
  };
}
