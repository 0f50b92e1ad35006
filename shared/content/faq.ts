import type { BusinessProfile } from "../business-profile";

/**
 * The 20 questions of the FAQ page (spec sections 2 and 9). The page renders them and the server turns
 * the same list into FAQPage structured data, so what search engines read is what visitors see.
 * Answers that state a business fact take it from the business profile.
 */
export interface FaqItem {
  /** stable id for the accordion and for links such as /faq#engineering */
  id: string;
  question: string;
  answer: string;
}

export function faqItems(profile: BusinessProfile): FaqItem[] {
  return [
    {
      id: "engineering",
      question: "Does my retaining wall need to be engineered?",
      answer:
        "Any retaining wall over 1 metre high needs engineering design and certification in Queensland, as do lower walls that carry extra load, such as a driveway, a pool or a building close behind them. We arrange the engineering for you as part of the job.",
    },
    {
      id: "council-approval",
      question: "Do I need council approval for a retaining wall?",
      answer:
        "Walls over 1 metre high, or walls within 1.5 metres of a building or another wall, generally need building approval. We prepare the engineering, certification and council lodgment so you do not have to deal with the paperwork.",
    },
    {
      id: "minimum-retaining-wall",
      question: "What is the minimum size retaining wall job you take on?",
      answer:
        "Our minimum retaining wall job is 20 square metres of wall face. Smaller walls can often be combined with other work, such as a new fence, to reach the minimum.",
    },
    {
      id: "minimum-fence",
      question: "What is the minimum length of fence you install?",
      answer: "Our minimum fencing job is 20 linear metres. Shorter runs can be added to a larger fencing or retaining wall project.",
    },
    {
      id: "retaining-wall-duration",
      question: "How long does it take to build a retaining wall?",
      answer:
        "Most residential retaining wall jobs take 2-5 days on site, depending on the length and height of the wall, the site access and the soil. We give you a firm start date and timeframe with your quote.",
    },
    {
      id: "typical-wall-schedule",
      question: "What does a typical concrete sleeper wall installation involve?",
      answer:
        "A typical concrete sleeper retaining wall takes 3-4 days: setting out and excavation, drilling and concreting the steel posts, then installing the sleepers, drainage and backfill once the concrete has cured.",
    },
    {
      id: "fence-duration",
      question: "How long does fence installation take?",
      answer: "Most fencing jobs take 1-3 days, depending on the length, the ground and whether an old fence has to be removed first.",
    },
    {
      id: "colorbond-duration",
      question: "How quickly can a Colorbond boundary fence be installed?",
      answer:
        "A standard Colorbond boundary fence on a suburban block usually takes 1-2 days, including removal of the old fence where needed.",
    },
    {
      id: "concrete-lifespan",
      question: "How long do concrete sleeper retaining walls last?",
      answer:
        "A properly engineered and drained concrete sleeper retaining wall with galvanised steel posts lasts 30+ years with little maintenance. It will not rot and is not affected by termites.",
    },
    {
      id: "timber-lifespan",
      question: "How long does a timber retaining wall last?",
      answer:
        "A treated timber sleeper retaining wall typically lasts 10-15 years, depending on drainage, soil moisture and termite exposure. It is the most affordable option, but concrete or composite lasts much longer.",
    },
    {
      id: "sleeper-materials",
      question: "What is the difference between concrete, composite and timber sleepers?",
      answer:
        "Concrete sleepers are the strongest and longest-lasting choice and come in several colours and finishes. Composite sleepers are lightweight, rot-proof and look like timber. Timber sleepers cost the least up front and suit lower garden walls.",
    },
    {
      id: "retaining-wall-cost",
      question: "What affects the cost of a retaining wall?",
      answer:
        "The height and length of the wall, the material, site access for machinery, the soil and rock conditions, drainage, and whether engineering and council approval are needed. We price every job on site so there are no surprises.",
    },
    {
      id: "drainage",
      question: "Why does a retaining wall need drainage?",
      answer:
        "Water building up behind a wall is the most common reason walls lean or fail. Every wall we build has a slotted drainage pipe and free-draining gravel behind it, connected to a suitable outlet.",
    },
    {
      id: "free-quote",
      question: "Do you offer free quotes?",
      answer: `Yes. We come to your property for a free on-site consultation and give you a written quote. We contact every enquiry ${profile.responsePromise}.`,
    },
    {
      id: "licensed",
      question: "Are you licensed and insured?",
      answer: `Yes. We are fully licensed and insured (${profile.qbccLicence}) and have ${profile.yearsExperience} years of experience building walls and fences.`,
    },
    {
      id: "service-area",
      question: "Which areas do you service?",
      answer: `We work across ${profile.serviceArea} and South East Queensland. If you are unsure whether we cover your suburb, give us a call.`,
    },
    {
      id: "colorbond-options",
      question: "Which Colorbond colours and profiles can I choose from?",
      answer:
        "Colorbond fencing comes in 20+ colours. We install the Smartascreen and Neetascreen profiles, and can add lattice or slat toppers and matching gates.",
    },
    {
      id: "timber-styles",
      question: "Which timber fence styles do you build?",
      answer:
        "We build four timber styles: butted, lapped and capped, good neighbour, and spaced palings. We can help you choose the style that suits your privacy needs, budget and street appeal.",
    },
    {
      id: "dividing-fence-cost",
      question: "Who pays for a boundary fence between neighbours?",
      answer:
        "In Queensland, neighbours usually share the cost of a standard dividing fence equally under the Neighbourhood Disputes (Dividing Fences and Trees) Act 2011. We can quote both owners and split the invoice.",
    },
    {
      id: "new-home-builds",
      question: "Can you work with my builder on a new home?",
      answer:
        "Yes. We coordinate with your builder on new home construction so that retaining walls and fences are engineered, approved and installed at the right stage of the build.",
    },
  ];
}
