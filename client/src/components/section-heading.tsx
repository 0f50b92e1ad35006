import type { ReactNode } from "react";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "left" | "center";
}

/** Eyebrow, h2 and intro paragraph that open a content section; the id labels the section. */
export function SectionHeading({ id, eyebrow, title, intro, align = "left" }: SectionHeadingProps) {
  const alignClass = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${alignClass}`}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>}
      <h2 id={id} className="mt-1 text-2xl font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      {intro && <div className="mt-3 text-base leading-relaxed text-ink-muted">{intro}</div>}
    </div>
  );
}
