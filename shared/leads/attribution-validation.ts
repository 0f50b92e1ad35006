import { z } from "zod";
import { ATTRIBUTION_MAX_LENGTH, type Attribution, EMPTY_ATTRIBUTION } from "../attribution";

/** Control, format, private-use and lone surrogate code points: never useful here, and PostgreSQL refuses some. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu;

const capped = (text: string, max: number) => Array.from(text).slice(0, max).join("");

/** Runs `clean` on a string and turns anything else, or an empty result, into null. Never fails. */
const cleaned = (clean: (text: string) => string) =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      if (typeof value !== "string") return null;
      const result = clean(value.replace(/\s/g, " ").replace(INVISIBLE, ""));
      return result === "" ? null : result;
    });

/** Google's click ids are URL-safe base64; anything else in them is dropped. */
const clickId = cleaned((text) => capped(text.replace(/[^\w-]/g, ""), 200));
/** Campaign tags are free text the advertiser chose: one line, capped. */
const tag = cleaned((text) => capped(text.replace(/\s+/g, " ").trim(), 200));
/** A path on this site with its query, as the browser reported it. */
const landingPage = cleaned((text) => {
  const path = text.trim();
  return path.startsWith("/") && !path.startsWith("//") ? capped(path.replace(/\s/g, ""), ATTRIBUTION_MAX_LENGTH) : "";
});
/** The referring site: an http(s) address without its query, which can carry another site's personal data. */
const referrer = cleaned((text) => {
  try {
    const url = new URL(text.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? capped(`${url.origin}${url.pathname}`, ATTRIBUTION_MAX_LENGTH) : "";
  } catch {
    return "";
  }
});

/**
 * The attribution a quote form sends. It comes from the visitor, so every value is cleaned and capped, and
 * nothing in it can reject a lead: an odd value becomes null, a missing or malformed object all nulls.
 */
export const attributionSchema: z.ZodType<Attribution, unknown> = z
  .object({
    gclid: clickId,
    gbraid: clickId,
    wbraid: clickId,
    utmSource: tag,
    utmMedium: tag,
    utmCampaign: tag,
    utmTerm: tag,
    utmContent: tag,
    landingPage,
    referrer,
  })
  .catch(EMPTY_ATTRIBUTION);
