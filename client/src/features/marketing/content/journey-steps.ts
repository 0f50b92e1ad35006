export interface JourneyStep {
  title: string;
  description: string;
}

/** The five-step journey of spec section 2 (Home). */
export const JOURNEY_STEPS: JourneyStep[] = [
  { title: "Give Us a Call", description: "Tell us about your wall or fence and we'll book a time that suits you." },
  {
    title: "Free On-Site Consultation",
    description: "We visit your property, measure up and talk through materials, drainage and access.",
  },
  {
    title: "Your Custom Quote",
    description: "A clear, itemised quote, with engineering or certification included if your project requires it.",
  },
  { title: "Professional Installation", description: "Our experienced crew builds to Australian standards and keeps your site tidy." },
  { title: "Enjoy the Result", description: "A strong, good-looking wall or fence that adds value to your home for years." },
];
