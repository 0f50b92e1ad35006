import { HeartHandshake, type LucideIcon, ShieldCheck, TrendingUp, Users } from "lucide-react";

interface Reason {
  icon: LucideIcon;
  title: string;
  text: string;
}

const reasons: Reason[] = [
  {
    icon: Users,
    title: "Helps your neighbours choose",
    text: "Honest reviews help other Queensland homeowners find a contractor they can trust with their property.",
  },
  {
    icon: TrendingUp,
    title: "Helps us improve",
    text: "We read every review. What you tell us shapes how we quote, communicate and build on the next job.",
  },
  {
    icon: HeartHandshake,
    title: "Recognises our crew",
    text: "Our team takes pride in their work. Your words mean a great deal to the people who built your wall or fence.",
  },
];

/** Why a review matters, and the note that every review is checked before it goes live. */
export function ReviewFormAside() {
  return (
    <aside aria-labelledby="why-review-title" className="grid content-start gap-6">
      <div className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-5">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div>
          <h2 className="font-semibold text-ink">Reviews are moderated</h2>
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">
            Every review is checked by our team before it is published, to keep the site free of spam. We publish genuine reviews whether
            they are glowing or critical. Only your name and location are shown with your review.{" "}
            <a href="#how-we-moderate-reviews" className="font-medium text-brand-700 underline underline-offset-2">
              How we moderate reviews
            </a>
          </p>
        </div>
      </div>
      <div>
        <h2 id="why-review-title" className="text-xl font-bold text-ink">
          Why Your Review Matters
        </h2>
        <ul className="mt-4 grid gap-4">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-400/20">
                <Icon aria-hidden="true" className="h-5 w-5 text-accent-600" />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{title}</h3>
                <p className="mt-0.5 text-sm leading-relaxed text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
