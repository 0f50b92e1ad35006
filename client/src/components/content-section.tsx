import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

interface ContentSectionProps {
  /** the heading's id, which labels the section */
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** on the pale grey band that sets a section apart from its neighbours */
  grey?: boolean;
  children: ReactNode;
}

const contentWidth = "mx-auto max-w-content px-4 py-12 sm:px-6 sm:py-16";

/** A service page's section: eyebrow, heading and intro, then its content, at the page's width. */
export function ContentSection({ id, eyebrow, title, intro, grey = false, children }: ContentSectionProps) {
  const body = (
    <>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
      {children}
    </>
  );
  if (!grey)
    return (
      <section aria-labelledby={id} className={contentWidth}>
        {body}
      </section>
    );
  return (
    <section aria-labelledby={id} className="bg-gray-50">
      <div className={contentWidth}>{body}</div>
    </section>
  );
}
