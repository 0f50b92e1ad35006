import { clsx } from "clsx";
import type { ReactNode } from "react";

interface SectionIntroProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: "light" | "dark";
  align?: "left" | "center";
}

/** Eyebrow, h2 (labelling its section through the id) and an intro line. */
export function SectionIntro({ id, eyebrow, title, children, tone = "light", align = "center" }: SectionIntroProps) {
  const dark = tone === "dark";
  return (
    <div className={clsx("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className={clsx("text-sm font-semibold uppercase tracking-wider", dark ? "text-accent-400" : "text-brand-600")}>{eyebrow}</p>
      <h2 id={id} className={clsx("mt-2 text-3xl font-bold tracking-tight sm:text-4xl", dark ? "text-white" : "text-ink")}>
        {title}
      </h2>
      {children && <div className={clsx("mt-4 text-lg leading-relaxed", dark ? "text-brand-100" : "text-ink-muted")}>{children}</div>}
    </div>
  );
}
