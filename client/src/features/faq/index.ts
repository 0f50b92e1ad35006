export { FaqAccordion } from "./components/faq-accordion";
