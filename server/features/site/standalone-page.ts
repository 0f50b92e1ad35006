import type { BusinessProfile } from "@shared/business-profile";
import type { ClientAssets } from "./client-assets";
import { injectHead, renderHead } from "./html-head";
import { APP_HTML_PLACEHOLDER, NOSCRIPT_PLACEHOLDER } from "./page-renderer";

/** Every script of the template (the app's entry): a standalone page has nothing to hydrate. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

export interface StandalonePage {
  title: string;
  description: string;
  /** the page's body, rendered on the server (client/src/entry-server.tsx) */
  html: string;
  profile: BusinessProfile;
}

/**
 * A page the server renders whole, outside the app's routes, that runs no code in the browser: the site's
 * template and styles, its head (never indexed: such pages are private), and its body. The homeowner's
 * booking page is one; it works with JavaScript off because it never needs it.
 */
export function standalonePageShell(client: ClientAssets) {
  return async (url: string, page: StandalonePage): Promise<string> => {
    const template = (await client.template(url)).replace(SCRIPT, "");
    const head = renderHead({
      title: page.title,
      description: page.description,
      indexable: false,
      profile: page.profile,
      jsonLd: [],
      clientConfig: { business: page.profile },
    });
    return injectHead(template, head)
      .replace(NOSCRIPT_PLACEHOLDER, "")
      .replace(APP_HTML_PLACEHOLDER, () => page.html);
  };
}

export type StandalonePageShell = ReturnType<typeof standalonePageShell>;
