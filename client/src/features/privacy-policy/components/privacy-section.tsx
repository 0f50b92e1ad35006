import type { PrivacySection as Section } from "../content/privacy-sections";

export function PrivacySection({ section, level = 2 }: { section: Section; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={section.id} className={level === 2 ? "scroll-mt-20" : "mt-6 scroll-mt-20"}>
      <Heading id={section.id} className={level === 2 ? "text-xl font-bold text-ink sm:text-2xl" : "text-lg font-semibold text-ink"}>
        {section.title}
      </Heading>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-relaxed text-ink-muted">
          {paragraph}
        </p>
      ))}
      {section.list && (
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-muted marker:text-brand-600">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.closing && <p className="mt-3 leading-relaxed text-ink-muted">{section.closing}</p>}
      {section.subsections?.map((subsection) => (
        <PrivacySection key={subsection.id} section={subsection} level={3} />
      ))}
    </section>
  );
}
