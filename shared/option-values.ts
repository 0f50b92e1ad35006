import type { Option } from "./options";

// Apart from optionsOf (./options.ts), which the site's shell carries: these go only where a page uses them.

/** A list's values, as z.enum takes them. */
export const optionValues = <Value extends string>(options: readonly Option<Value>[]) =>
  options.map((option) => option.value) as [Value, ...Value[]];

/** The label of a stored value ("under-5k" -> "Under $5,000"); an unknown value shows as stored. */
export const optionLabel = (options: readonly Option[], value: string | null): string =>
  options.find((option) => option.value === value)?.label ?? value ?? "";
