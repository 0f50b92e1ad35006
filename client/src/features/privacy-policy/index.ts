export { PrivacyContact } from "./components/privacy-contact";
export { PrivacyContents } from "./components/privacy-contents";
export { PrivacySection } from "./components/privacy-section";
export { PRIVACY_POLICY_LAST_UPDATED, privacyIntro, privacySections } from "./content/privacy-sections";
