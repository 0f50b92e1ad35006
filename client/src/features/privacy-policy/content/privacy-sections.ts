import { CLOSED_LEAD_PHOTO_MONTHS } from "@shared/showcase/image-limits";
import { MODERATION_POLICY, moderationPolicyItems } from "@shared/reviews/review-moderation";

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: string[];
  /** text after the list */
  closing?: string;
  /** titled parts under the section (h3) */
  subsections?: PrivacySection[];
}

/** The public moderation policy, from the same list the staff choose reasons from. */
const reviewModerationSection: PrivacySection = {
  id: "how-we-moderate-reviews",
  title: MODERATION_POLICY.title,
  paragraphs: MODERATION_POLICY.paragraphs,
  list: moderationPolicyItems(),
  closing: MODERATION_POLICY.closing,
};

/** The date this policy last changed; update it with the wording. */
export const PRIVACY_POLICY_LAST_UPDATED = "2026-11-25";

export const privacyIntro =
  "We respect your privacy. This policy explains how we collect, use, share and protect your personal information when you use this website, request a quote or leave a review, in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs).";

/** Sections 1 to 9; section 10, Contact Us, is rendered with the business's contact details. */
export const privacySections: PrivacySection[] = [
  {
    id: "information-we-collect",
    title: "1. Information We Collect",
    paragraphs: ["We only collect the information we need to respond to you and carry out your project. This may include:"],
    list: [
      "Contact details: your name, phone number and email address.",
      "Project details: the services you're interested in, project location (suburb or address), approximate length or area, timeline, budget and any message you send us.",
      "Photos of your site, if you choose to send them with a quote request. Before we store a photo we remove the information your camera recorded in it, including the GPS location and the time it was taken.",
      "Reviews: your name, suburb, star rating, the services we provided and your review text.",
      'Text messages: if you tick "Text me about my quote", a record of your consent (the words you agreed to, when, and on which form), and the texts we send you and any you send us.',
      "Technical information: your IP address, browser type and the pages you visit, recorded in our server logs to keep the website secure and working.",
    ],
    closing:
      "You can browse our website without telling us who you are. If you'd rather not give us some information, we may not be able to quote or complete your project.",
  },
  {
    id: "how-we-use-your-information",
    title: "2. How We Use Your Information",
    paragraphs: ["We use your personal information to:"],
    list: [
      "respond to your enquiry and prepare your free quote;",
      "arrange site visits, engineering, certification and council approvals for your project;",
      "carry out and invoice the work, and honour any warranty;",
      "publish your review on our website, showing only your name, suburb, rating and review, once we have approved it;",
      'text you your receipt, your site visit reminder and your quote, only if you ticked "Text me about my quote". Every text names us; reply STOP to any of them to stop them all at once (we confirm with one last text), or START to get them again;',
      "measure which of our advertisements lead to enquiries, and keep our website secure.",
    ],
    closing: "We will not send you marketing you didn't ask for, and you can ask us to stop contacting you at any time.",
    subsections: [reviewModerationSection],
  },
  {
    id: "sharing-your-information",
    title: "3. Sharing Your Information",
    paragraphs: [
      "We do not sell, rent or trade your personal information. We only share it where it is needed to deliver your project or required by law, with:",
    ],
    list: [
      "engineers, certifiers and our own installation crew working on your project;",
      "your local council or a private certifier when a wall or fence needs approval;",
      "service providers who host our website, email and records on our behalf, and the SMS provider that delivers our texts, under confidentiality obligations;",
      "government or law enforcement bodies where the law requires or authorises it.",
    ],
    closing:
      "To measure which of our Google advertisements lead to work, we may share the email address and phone number of customers with Google in hashed form (scrambled one way, so Google can only match them to its own accounts, never read them). Some of our service providers may store data outside Australia. When that happens we take reasonable steps to make sure your information is handled in line with the APPs.",
  },
  {
    id: "data-security",
    title: "4. Data Security",
    paragraphs: [
      "We take reasonable steps to protect your personal information from misuse, interference, loss and unauthorised access, change or disclosure. Our website uses encrypted connections (HTTPS), enquiries are stored in a secured database, and only our staff can see them after signing in with a password.",
      "No method of sending or storing data over the internet is completely secure. If a data breach is likely to cause you serious harm, we will notify you and the Office of the Australian Information Commissioner as the Notifiable Data Breaches scheme requires.",
    ],
  },
  {
    id: "your-rights",
    title: "5. Your Rights",
    paragraphs: ["Under the Australian Privacy Principles you can:"],
    list: [
      "ask for a copy of the personal information we hold about you;",
      "ask us to correct information that is wrong, out of date or incomplete;",
      "ask us to remove your review or stop contacting you;",
      "make a complaint about how we have handled your information.",
    ],
    closing:
      "Contact us using the details below. We will respond within 30 days. If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC) at www.oaic.gov.au or on 1300 363 992.",
  },
  {
    id: "cookies",
    title: "6. Cookies",
    paragraphs: [
      "Our website does not use cookies to follow you around the internet. A strictly necessary cookie is set only when our staff sign in to the admin area.",
      "If you arrive from one of our Google advertisements, Google may use its own cookies to tell us that an ad led to an enquiry. We don't receive your browsing history from Google. You can block or delete cookies in your browser settings, and manage Google's ad cookies at adssettings.google.com.",
      "To know which advertisement or website brought an enquiry, your browser keeps for 90 days, in its own storage and not in a cookie, the campaign details of the first page you visited (such as the ad's click id, the campaign name and the referring website). They are sent to us only with a quote request, and you can remove them by clearing your browser's site data.",
    ],
  },
  {
    id: "third-party-links",
    title: "7. Third-Party Links",
    paragraphs: [
      "Our website links to other websites, such as our Facebook and Instagram pages. We are not responsible for the content or privacy practices of those sites, so please read their privacy policies before giving them your information.",
    ],
  },
  {
    id: "data-retention",
    title: "8. Data Retention",
    paragraphs: [
      "We keep quote enquiries for as long as we need them to respond to you and follow up on your project. If you become a customer, we keep project and invoice records for as long as Australian tax and building laws require (at least 5 years) and for the life of any statutory warranty.",
      `Photos of your site are kept private: only our staff can see them, after signing in, and they are never published or attached to emails. They are deleted with your enquiry, and in any case ${CLOSED_LEAD_PHOTO_MONTHS} months after an enquiry was closed without going ahead. Photos that were never sent with a finished request are deleted after a day.`,
      "When we no longer need your information, we securely delete it or remove anything that identifies you.",
    ],
  },
  {
    id: "changes-to-this-policy",
    title: "9. Changes to This Policy",
    paragraphs: [
      "We may update this policy from time to time, for example when the law changes or we change how we work. The current version is always on this page, with the date it was last updated at the top.",
    ],
  },
];

export const privacyContactSection = { id: "contact-us", title: "10. Contact Us" } as const;
