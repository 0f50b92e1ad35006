export { AdHero } from "./components/ad-hero";
export { AdLayout } from "./components/ad-layout";
export { AdProjectPhotos } from "./components/ad-project-photos";
export { AdTrustBadges } from "./components/ad-trust-badges";
export { ThankYouConfirmation, ThankYouEstimateLink, ThankYouFaqLink, UrgentCallBox } from "./components/thank-you-panels";
