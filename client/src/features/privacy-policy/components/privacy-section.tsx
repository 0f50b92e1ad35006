import type { PrivacySection as Section } from "../content/privacy-sections";

export function PrivacySection({ section }: { section: Section }) {
  return (
    <section aria-labelledby={section.id} className="scroll-mt-20">
      <h2 id={section.id} className="text-xl font-bold text-ink sm:text-2xl">
        {section.title}
      </h2>
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
    </section>
  );
}
