import { Scale } from "lucide-react";
import { MODERATION_POLICY, moderationPolicyItems } from "@shared/reviews/review-moderation";

/** "How we moderate reviews" on /share-experience; /privacy-policy shows the same text from the same module. */
export function ReviewModerationPolicy() {
  return (
    <section
      id="how-we-moderate-reviews"
      aria-labelledby="moderation-policy-title"
      className="scroll-mt-20 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
    >
      <h2 id="moderation-policy-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Scale aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {MODERATION_POLICY.title}
      </h2>
      {MODERATION_POLICY.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 max-w-3xl leading-relaxed text-ink-muted">
          {paragraph}
        </p>
      ))}
      <ul className="mt-3 grid list-disc gap-x-10 gap-y-1.5 pl-5 leading-relaxed text-ink-muted marker:text-brand-600 lg:grid-cols-2">
        {moderationPolicyItems().map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3 max-w-3xl leading-relaxed text-ink-muted">{MODERATION_POLICY.closing}</p>
    </section>
  );
}
