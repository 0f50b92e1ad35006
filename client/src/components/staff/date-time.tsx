import { formatDateTime } from "@/lib/formatters";

/** "21/11/2026, 2:05 pm", wrapping after the date in a narrow table column. */
export function DateTime({ value }: { value: string }) {
  return (
    <time dateTime={value} className="block max-w-24">
      {formatDateTime(value)}
    </time>
  );
}
