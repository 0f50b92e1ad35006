import { clsx } from "clsx";
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from "react";

const controlClass =
  "mt-1.5 block w-full rounded-md border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

interface FrameProps {
  id: string;
  label: string;
  error?: string;
}

/** Label with the required mark, the control, and the error message tied to it. */
function Frame({ id, label, error, children }: FrameProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const controlProps = (id: string, error?: string) => ({
  id,
  "aria-required": true as const,
  "aria-invalid": error ? (true as const) : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
  className: clsx(controlClass, error ? "border-red-700" : "border-gray-300"),
});

export const AdInputField = forwardRef<HTMLInputElement, FrameProps & ComponentPropsWithoutRef<"input">>(function AdInputField(
  { id, label, error, ...props },
  ref,
) {
  return (
    <Frame id={id} label={label} error={error}>
      <input ref={ref} {...controlProps(id, error)} {...props} />
    </Frame>
  );
});

export const AdSelectField = forwardRef<HTMLSelectElement, FrameProps & ComponentPropsWithoutRef<"select">>(function AdSelectField(
  { id, label, error, children, ...props },
  ref,
) {
  return (
    <Frame id={id} label={label} error={error}>
      <select ref={ref} {...controlProps(id, error)} {...props}>
        {children}
      </select>
    </Frame>
  );
});

export const AdTextAreaField = forwardRef<HTMLTextAreaElement, FrameProps & ComponentPropsWithoutRef<"textarea">>(
  function AdTextAreaField({ id, label, error, ...props }, ref) {
    const base = controlProps(id, error);
    return (
      <Frame id={id} label={label} error={error}>
        <textarea ref={ref} {...base} className={clsx(base.className, "min-h-28 resize-y")} {...props} />
      </Frame>
    );
  },
);
