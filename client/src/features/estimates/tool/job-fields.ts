import type { FieldErrors } from "@shared/estimates/estimate-fields";

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
