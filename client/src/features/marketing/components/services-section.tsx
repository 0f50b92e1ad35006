import { HOME_SECTION } from "@/components/site-layout/home-sections";
import { SERVICE_CARDS } from "../content/services";
import { SectionIntro } from "./section-intro";
import { ServiceCard } from "./service-card";

export function ServicesSection() {
  return (
    <section id={HOME_SECTION.services} aria-labelledby="services-title" className="bg-gray-50 py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionIntro id="services-title" eyebrow="What we build" title="Our Services">
          Retaining walls, fences and site works for new and established homes, designed and built by one local team.
        </SectionIntro>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SERVICE_CARDS.map((card) => (
            <ServiceCard key={card.title} card={card} />
          ))}
        </div>
      </div>
    </section>
  );
}
