interface DateRange {
  from: string;
  to: string;
}

interface DateRangeFieldsProps extends DateRange {
  onChange: (range: DateRange) => void;
  required?: boolean;
  inputClassName: string;
}

/** "From" and "To" days, each kept on its side of the other. */
export function DateRangeFields({ from, to, onChange, required = false, inputClassName }: DateRangeFieldsProps) {
  const day = (label: string, value: string, limits: { min?: string; max?: string }, change: (value: string) => DateRange) => (
    <label className="text-sm font-medium text-ink">
      {label}
      <input
        type="date"
        required={required}
        className={`${inputClassName} mt-1`}
        value={value}
        {...limits}
        onChange={(e) => onChange(change(e.target.value))}
      />
    </label>
  );
  return (
    <>
      {day("From", from, { max: to || undefined }, (value) => ({ from: value, to }))}
      {day("To", to, { min: from || undefined }, (value) => ({ from, to: value }))}
    </>
  );
}
