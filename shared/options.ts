/** One choice of a list: the value stored and sent, and the words shown for it. */
export interface Option<Value extends string = string> {
  readonly value: Value;
  readonly label: string;
}

/**
 * A list of choices, in the order written, from their labels by value: `optionsOf({ new: "New", won: "Won" })`.
 * Marked free of side effects, so a bundle drops the lists a page does not use.
 */
/*#__NO_SIDE_EFFECTS__*/
export function optionsOf<const Labels extends Record<string, string>>(labels: Labels): readonly Option<Extract<keyof Labels, string>>[] {
  return Object.entries(labels).map(([value, label]) => ({ value: value as Extract<keyof Labels, string>, label }));
}
