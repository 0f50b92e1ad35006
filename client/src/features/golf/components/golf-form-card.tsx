import { clsx } from "clsx";
import type { FormEventHandler, ReactNode } from "react";
import { cardClass, primaryButtonClass, secondaryButtonClass } from "./golf-styles";

interface GolfFormCardProps {
  id: string;
  title: string;
  /** said before "Fields marked * are required." */
  intro?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** the form's grid; three columns on wide screens unless given */
  formClassName?: string;
  children: ReactNode;
}

/** The card an add form opens in, under the page header; its id is what the toggle button controls. */
export function GolfFormCard({
  id,
  title,
  intro,
  onSubmit,
  formClassName = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
  children,
}: GolfFormCardProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${cardClass} mb-6 p-5 sm:p-6`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {intro && `${intro} `}Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <form noValidate onSubmit={onSubmit} className={clsx("mt-5", formClassName)}>
        {children}
      </form>
    </section>
  );
}

interface GolfFormActionsProps {
  saveLabel: string;
  saving: boolean;
  onCancel: () => void;
  className?: string;
}

/** Save (reading "Saving..." while in flight) and Cancel. */
export function GolfFormActions({ saveLabel, saving, onCancel, className }: GolfFormActionsProps) {
  return (
    <div className={clsx("flex flex-wrap gap-2", className)}>
      <button type="submit" className={primaryButtonClass} disabled={saving}>
        {saving ? "Saving..." : saveLabel}
      </button>
      <button type="button" className={secondaryButtonClass} onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
