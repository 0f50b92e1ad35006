/** The label of a stored option value ("under-5k" -> "Under $5,000"); unknown values show as stored. */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
