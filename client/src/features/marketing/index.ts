export { AboutSection } from "./components/about-section";
export { HeroSection } from "./components/hero-section";
export { JourneySection } from "./components/journey-section";
export { RecentProjectsSection } from "./components/recent-projects-section";
export { ServicesSection } from "./components/services-section";
export { WhyChooseUsSection } from "./components/why-choose-us-section";
