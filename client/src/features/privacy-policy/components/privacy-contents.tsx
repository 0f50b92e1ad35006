import { privacyContactSection, privacySections } from "../content/privacy-sections";

/** A table of contents so visitors can jump to the section they need. */
export function PrivacyContents() {
  const entries = [...privacySections, privacyContactSection];
  return (
    <nav aria-label="Privacy policy sections" className="rounded-lg border border-gray-200 bg-gray-50 p-5">
      <p className="font-semibold text-ink">On this page</p>
      <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="inline-block py-1 text-brand-700 underline-offset-4 hover:underline">
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
