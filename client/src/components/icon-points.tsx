import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export interface IconPoint {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
}

/** The looks a list of points comes in: cards on white, tiles on the dark band, a plain list beside a form. */
const LOOKS = {
  cards: {
    item: "flex flex-col items-center rounded-xl bg-gray-50 p-5 text-center ring-1 ring-gray-200",
    badge: "flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white",
    icon: "h-6 w-6",
    title: "mt-3 font-bold text-ink",
    text: "mt-1 text-sm text-ink-muted",
  },
  dark: {
    item: "flex gap-4 rounded-xl bg-white/5 p-5 ring-1 ring-white/10 sm:block sm:p-6",
    badge: "flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-accent-400 text-ink",
    icon: "h-6 w-6",
    title: "text-lg font-semibold sm:mt-4",
    text: "mt-1 text-sm leading-relaxed text-brand-100 sm:mt-2",
  },
  plain: {
    item: "flex gap-3",
    badge: "flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-400/20",
    icon: "h-5 w-5 text-accent-600",
    title: "font-semibold text-ink",
    text: "mt-0.5 text-sm leading-relaxed text-ink-muted",
  },
};

/** Points that each have an icon, a heading and a line of text: why to choose us, why to trust the quote, why to review. */
export function IconPoints({ points, look, className }: { points: readonly IconPoint[]; look: keyof typeof LOOKS; className: string }) {
  const looks = LOOKS[look];
  return (
    <ul className={className}>
      {points.map(({ icon: Icon, title, text }) => (
        <li key={title} className={looks.item}>
          <span className={looks.badge}>
            <Icon aria-hidden="true" className={looks.icon} />
          </span>
          <div>
            <h3 className={looks.title}>{title}</h3>
            <p className={looks.text}>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
