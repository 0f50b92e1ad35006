import { ArrowRight, Check } from "lucide-react";
import { Link } from "wouter";
import { SectionLink } from "@/components/site-layout/section-link";
import type { ServiceCard as ServiceCardContent } from "../content/services";
import { SiteImage } from "@/components/site-image";

const linkClass = "inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline";

function CardLink({ link }: { link: ServiceCardContent["link"] }) {
  const body = (
    <>
      {link.label}
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </>
  );
  return link.kind === "page" ? (
    <Link href={link.href} className={linkClass}>
      {body}
    </Link>
  ) : (
    <SectionLink section={link.section} className={linkClass}>
      {body}
    </SectionLink>
  );
}

export function ServiceCard({ card }: { card: ServiceCardContent }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <SiteImage image={card.image} sizes="(min-width: 1024px) 400px, (min-width: 768px) 33vw, 100vw" className="h-auto w-full" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-ink">{card.title}</h3>
        <p className="mt-2 leading-relaxed text-ink-muted">{card.description}</p>
        <ul className="mt-4 space-y-2 text-sm text-ink">
          {card.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <CardLink link={card.link} />
        </div>
      </div>
    </article>
  );
}
