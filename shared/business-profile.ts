import { DEFAULT_INVOICING, type InvoicingDetails } from "./invoicing-details";
/**
 * The one place for the business's facts. Every page, the footer, /GA-Enquiry and the structured data
 * read these. The defaults are placeholders (design.md): the phone numbers are in ranges the Australian
 * regulator reserves for fictitious use. Deployments override them through environment variables
 * (server/env.ts), and the server hands the result to the browser inside the HTML.
 */
export interface BusinessProfile {
  /** the trading name, as every page says it */
  name: string;
  shortName: string;
  /** the name the QBCC licence is held in, as contracts and quotes must give it */
  licensedName: string;
  /** the street address, when the business shows one (optional) */
  streetAddress: string;
  phone: { display: string; e164: string };
  mobile: { display: string; e164: string };
  email: string;
  hours: string;
  responsePromise: string;
  /** the promise as a number: a lead still New after this many hours is overdue on the staff lead desk */
  responseHours: number;
  qbccLicence: string;
  /** the service area in words, as every page says it */
  serviceArea: string;
  /**
   * The service area itself: the councils (local government areas) served, by the names of
   * shared/service-area/seq-localities.ts. The quote form's note and the JSON-LD areaServed both read it.
   */
  serviceCouncils: readonly string[];
  locality: string;
  region: string;
  country: string;
  geo: { latitude: number; longitude: number };
  priceRange: string;
  foundedYear: number;
  yearsExperience: string;
  projectsCompleted: string;
  social: { facebook: string; instagram: string };
  /** the business's "write a review" page on Google, offered beside our own review form; empty when not set */
  googleReviewUrl: string;
  siteUrl: string;
}

const RESPONSE_HOURS = 24;

export const defaultBusinessProfile: BusinessProfile = {
  name: "Ridgeline Walls & Fencing",
  shortName: "Ridgeline",
  licensedName: "Ridgeline Walls & Fencing Pty Ltd",
  streetAddress: "",
  phone: { display: "(07) 5550 0123", e164: "+61755500123" },
  mobile: { display: "0491 570 006", e164: "+61491570006" },
  email: "quotes@ridgeline-walls.example",
  hours: "Mon-Fri 9AM-5PM",
  responsePromise: `within ${RESPONSE_HOURS} hours`,
  responseHours: RESPONSE_HOURS,
  qbccLicence: "QBCC Licence No. 1500000 (Builder - Restricted to Structural Landscaping)",
  serviceArea: "Greater Brisbane including the Sunshine Coast",
  // Greater Brisbane's five metropolitan councils, and the Sunshine Coast's two (docs/decisions/service-area.md).
  serviceCouncils: ["Brisbane", "Moreton Bay", "Logan", "Ipswich", "Redland", "Sunshine Coast", "Noosa"],
  locality: "Brisbane",
  region: "QLD",
  country: "AU",
  geo: { latitude: -27.4698, longitude: 153.0251 },
  priceRange: "$$",
  foundedYear: 2005,
  yearsExperience: "30+",
  projectsCompleted: "500+",
  social: {
    facebook: "https://www.facebook.com/",
    instagram: "https://www.instagram.com/",
  },
  googleReviewUrl: "",
  siteUrl: "http://localhost:5000",
};

/** Turns a display phone number such as "(07) 5550 0123" into E.164 for tel: links. */
export function toE164(display: string): string {
  const digits = display.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits;
  if (digits.startsWith("0")) return `+61${digits.slice(1)}`;
  return digits;
}

export interface BusinessOverrides {
  name?: string;
  phone?: string;
  mobile?: string;
  email?: string;
  qbccLicence?: string;
  facebookUrl?: string;
  instagramUrl?: string;
  siteUrl?: string;
}

export function resolveBusinessProfile(overrides: BusinessOverrides): BusinessProfile {
  const base = defaultBusinessProfile;
  return {
    ...base,
    name: overrides.name ?? base.name,
    phone: overrides.phone ? { display: overrides.phone, e164: toE164(overrides.phone) } : base.phone,
    mobile: overrides.mobile ? { display: overrides.mobile, e164: toE164(overrides.mobile) } : base.mobile,
    email: overrides.email ?? base.email,
    qbccLicence: overrides.qbccLicence ?? base.qbccLicence,
    social: {
      facebook: overrides.facebookUrl ?? base.social.facebook,
      instagram: overrides.instagramUrl ?? base.social.instagram,
    },
    siteUrl: (overrides.siteUrl ?? base.siteUrl).replace(/\/+$/, ""),
  };
}

/** The business details staff edit in /admin (shared/validation/business-details.ts), as they are stored. */
export interface EditedBusinessDetails extends InvoicingDetails {
  name: string;
  licensedName: string;
  qbccLicenceNumber: string;
  qbccLicenceClass: string;
  phone: string;
  mobile: string;
  email: string;
  hours: string;
  responseHours: number;
  streetAddress: string;
  facebookUrl: string;
  instagramUrl: string;
  googleReviewUrl: string;
  serviceArea: string;
  serviceCouncils: string[];
}

/** "QBCC Licence No. 1500000 (Builder - Restricted to Structural Landscaping)" read back into its number and class. */
export function parseQbccLicence(line: string): { number: string; licenceClass: string } {
  const match = /(\d{4,8})\s*(?:\((.*)\))?\s*$/.exec(line);
  return { number: match?.[1] ?? "", licenceClass: match?.[2] ?? "" };
}

export const qbccLicenceLine = (number: string, licenceClass: string) =>
  `QBCC Licence No. ${number}${licenceClass ? ` (${licenceClass})` : ""}`;

/** GET and PUT /api/business-profile: the details as edited, and who saved them last, when. */
export interface BusinessDetailsAnswer {
  details: EditedBusinessDetails;
  changedBy: string | null;
  changedAt: string | null;
}

/** The profile's editable fields, as the /admin form starts them. */
export function editableDetails(profile: BusinessProfile, invoicing: InvoicingDetails = DEFAULT_INVOICING): EditedBusinessDetails {
  const licence = parseQbccLicence(profile.qbccLicence);
  return {
    ...invoicing,
    name: profile.name,
    licensedName: profile.licensedName,
    qbccLicenceNumber: licence.number,
    qbccLicenceClass: licence.licenceClass,
    phone: profile.phone.display,
    mobile: profile.mobile.display,
    email: profile.email,
    hours: profile.hours,
    responseHours: profile.responseHours,
    streetAddress: profile.streetAddress,
    facebookUrl: profile.social.facebook,
    instagramUrl: profile.social.instagram,
    googleReviewUrl: profile.googleReviewUrl,
    serviceArea: profile.serviceArea,
    serviceCouncils: [...profile.serviceCouncils],
  };
}

/** The profile with the details staff saved laid over it (what the environment gives stays where they saved nothing). */
export function withEditedDetails(profile: BusinessProfile, details: Partial<EditedBusinessDetails>): BusinessProfile {
  const licence = parseQbccLicence(profile.qbccLicence);
  const hours = details.responseHours ?? profile.responseHours;
  return {
    ...profile,
    name: details.name ?? profile.name,
    licensedName: details.licensedName ?? profile.licensedName,
    qbccLicence:
      details.qbccLicenceNumber !== undefined || details.qbccLicenceClass !== undefined
        ? qbccLicenceLine(details.qbccLicenceNumber ?? licence.number, details.qbccLicenceClass ?? licence.licenceClass)
        : profile.qbccLicence,
    phone: details.phone ? { display: details.phone, e164: toE164(details.phone) } : profile.phone,
    mobile: details.mobile ? { display: details.mobile, e164: toE164(details.mobile) } : profile.mobile,
    email: details.email ?? profile.email,
    hours: details.hours ?? profile.hours,
    responseHours: hours,
    responsePromise: `within ${hours} hours`,
    streetAddress: details.streetAddress ?? profile.streetAddress,
    social: { facebook: details.facebookUrl ?? profile.social.facebook, instagram: details.instagramUrl ?? profile.social.instagram },
    googleReviewUrl: details.googleReviewUrl ?? profile.googleReviewUrl,
    serviceArea: details.serviceArea ?? profile.serviceArea,
    serviceCouncils: details.serviceCouncils ?? profile.serviceCouncils,
  };
}
