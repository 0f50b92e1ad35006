export interface SelectOption {
  value: string;
  label: string;
}

/** The <option>s of a native select, in the order given. */
export function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
