import { clsx } from "clsx";
import { Star } from "lucide-react";
import { useState } from "react";
import { RATING_MAX, RATING_MIN } from "@shared/constants";
import { FieldError } from "@/components/forms/field-error";

interface StarRatingInputProps {
  name: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
const starLabel = (n: number) => `${n} star${n === 1 ? "" : "s"}`;

/**
 * 1-5 stars as a native radio group: arrow keys move between stars, Tab leaves the group, and screen
 * readers announce "3 stars, 3 of 5". Hovering previews a rating without choosing it.
 */
export function StarRatingInput({ name, value, onChange, error }: StarRatingInputProps) {
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">Your rating</legend>
      <div className="mt-1.5 flex items-center gap-1" onMouseLeave={() => setPreview(null)}>
        {stars.map((n) => (
          <label key={n} className="relative cursor-pointer" onMouseEnter={() => setPreview(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <span className="sr-only">{starLabel(n)}</span>
            <Star
              aria-hidden="true"
              className={clsx(
                "h-9 w-9 rounded p-0.5 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500",
                n <= shown ? "fill-accent-400 text-accent-600" : "fill-transparent text-gray-400",
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm font-medium text-ink-muted" aria-hidden="true">
          {value} of {RATING_MAX}
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
