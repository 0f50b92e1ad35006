/** One choice of a list: the value stored and sent, and the words shown for it. */
export interface Option<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

/** A list of choices, in the order written, from their labels by value: `optionsOf({ new: "New", won: "Won" })`. */
export function optionsOf<const Labels extends Record<string, string>>(labels: Labels): readonly Option<Extract<keyof Labels, string>>[] {
  return Object.entries(labels).map(([value, label]) => ({ value: value as Extract<keyof Labels, string>, label }));
}

/** A list's values, as z.enum takes them. */
export const optionValues = <Value extends string>(options: readonly Option<Value>[]) =>
  options.map((option) => option.value) as [Value, ...Value[]];

/** The label of a stored value ("under-5k" -> "Under $5,000"); an unknown value shows as stored. */
export const optionLabel = (options: readonly Option[], value: string | null): string =>
  options.find((option) => option.value === value)?.label ?? value ?? "";
