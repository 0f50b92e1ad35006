import type { BusinessProfile } from "@shared/business-profile";
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from "@shared/client-config";
import { ADMIN_ICON_192, ADMIN_MANIFEST_PATH, ADMIN_THEME_COLOUR } from "@shared/push/admin-app";
import { CREW_MANIFEST_PATH } from "@shared/crew/crew-app";
import type { JsonLd } from "@shared/seo/structured-data";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a <script> element: "<" is escaped so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export interface HeadInput {
  title: string;
  description: string;
  /** path of the canonical URL, or undefined for pages that have none (404) */
  canonicalPath?: string;
  indexable: boolean;
  profile: BusinessProfile;
  jsonLd: JsonLd[];
  /** what the browser needs at start-up, handed over as inert JSON */
  clientConfig: ClientConfig;
  /** a page of the installable staff app (/admin): it links the app's manifest; no public page does */
  adminApp?: boolean;
  /** a page of the crew app (/crew): it links that app's manifest */
  crewApp?: boolean;
}

export function renderHead(input: HeadInput): string {
  const { profile } = input;
  const title = escapeHtml(input.title);
  const description = escapeHtml(input.description);
  const url = input.canonicalPath === undefined ? undefined : escapeHtml(`${profile.siteUrl}${input.canonicalPath}`);
  const image = escapeHtml(`${profile.siteUrl}/images/og-image.png`);
  const lines = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta name="robots" content="${input.indexable ? "index, follow" : "noindex, nofollow"}" />`,
    url ? `<link rel="canonical" href="${url}" />` : "",
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="en_AU" />`,
    `<meta property="og:site_name" content="${escapeHtml(profile.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    url ? `<meta property="og:url" content="${url}" />` : "",
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    input.adminApp ? `<link rel="manifest" href="${ADMIN_MANIFEST_PATH}" />` : "",
    input.adminApp || input.crewApp ? `<link rel="apple-touch-icon" href="${ADMIN_ICON_192}" />` : "",
    input.crewApp ? `<link rel="manifest" href="${CREW_MANIFEST_PATH}" />` : "",
    input.crewApp ? `<meta name="theme-color" content="${ADMIN_THEME_COLOUR}" />` : "",
    ...input.jsonLd.map((ld) => `<script type="application/ld+json">${scriptJson(ld)}</script>`),
    `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${scriptJson(input.clientConfig)}</script>`,
  ];
  return lines.filter(Boolean).join("\n    ");
}

export const HEAD_PLACEHOLDER = "<!--app-head-->";

export function injectHead(template: string, head: string): string {
  // A function, so "$$" or "$&" in the head (a price range, review text) is not a replacement pattern.
  return template.replace(HEAD_PLACEHOLDER, () => head);
}
