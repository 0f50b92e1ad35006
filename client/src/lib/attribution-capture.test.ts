import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ATTRIBUTION_STORAGE_KEY } from "@shared/attribution";
import { captureAttribution } from "./attribution-capture";
import { readAttribution } from "./lead-attribution";

const land = (path: string, referrer = "") => {
  window.history.replaceState(null, "", path);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  captureAttribution();
};

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.useRealTimers());

describe("captureAttribution", () => {
  it("keeps the landing page's click id and tags, the page and the outside referrer, in localStorage only", () => {
    land("/GA-Enquiry?gclid=TEST&utm_source=google&utm_campaign=walls", "https://www.google.com/");
    expect(readAttribution()).toEqual({
      gclid: "TEST",
      utmSource: "google",
      utmCampaign: "walls",
      landingPage: "/GA-Enquiry?gclid=TEST&utm_source=google&utm_campaign=walls",
      referrer: "https://www.google.com/",
    });
    expect(document.cookie).toBe("");
  });

  it("keeps the first landing through later pages of the site, and a new ad click replaces it", () => {
    land("/GA-Enquiry?gclid=FIRST");
    land("/faq", `${window.location.origin}/GA-Enquiry?gclid=FIRST`);
    expect(readAttribution()).toMatchObject({ gclid: "FIRST", landingPage: "/GA-Enquiry?gclid=FIRST" });
    land("/?utm_source=facebook", "https://facebook.com/");
    expect(readAttribution()).toEqual({ utmSource: "facebook", landingPage: "/?utm_source=facebook", referrer: "https://facebook.com/" });
  });

  it("forgets it after 90 days", () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z"), toFake: ["Date"] });
    land("/GA-Enquiry?gclid=OLD");
    vi.setSystemTime(new Date("2026-04-02T00:00:00Z"));
    expect(readAttribution()).toBeUndefined();
    land("/faq", "https://duckduckgo.com/");
    expect(readAttribution()).toEqual({ landingPage: "/faq", referrer: "https://duckduckgo.com/" });
  });

  it("replaces an unreadable entry", () => {
    window.localStorage.setItem(ATTRIBUTION_STORAGE_KEY, "{not json");
    expect(readAttribution()).toBeUndefined();
    land("/?gclid=NEW");
    expect(readAttribution()).toMatchObject({ gclid: "NEW" });
  });
});
