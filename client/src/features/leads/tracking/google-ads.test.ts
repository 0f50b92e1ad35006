import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberPendingConversion } from "./conversion-storage";
import { fireConversionForPendingLead, GTAG_SRC, loadGoogleAds } from "./google-ads";

const ads = { id: "AW-123456789", conversionLabel: "AbC-dEf" };

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  document.getElementById("google-ads-gtag")?.remove();
});

const gtagScripts = () => [...document.querySelectorAll("script")].filter((s) => s.src.startsWith(GTAG_SRC));

describe("loadGoogleAds", () => {
  it("loads nothing when no Ads id is configured", () => {
    loadGoogleAds(undefined);
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it("loads gtag.js once for the configured id and queues the js and config calls without inline script", () => {
    loadGoogleAds(ads);
    loadGoogleAds(ads);
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(`${GTAG_SRC}?id=AW-123456789`);
    expect(scripts[0]!.async).toBe(true);
    expect(scripts[0]!.textContent).toBe("");
    const queued = window.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>));
    expect(queued[0]![0]).toBe("js");
    expect(queued[1]).toEqual(["config", "AW-123456789"]);
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe("[object Arguments]");
  });
});

describe("fireConversionForPendingLead", () => {
  it("fires once with the lead's reference as transaction id and the configured send_to", () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    rememberPendingConversion("RW-AD7");
    expect(fireConversionForPendingLead(ads)).toBe(true);
    expect(fireConversionForPendingLead(ads)).toBe(false);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith("event", "conversion", { send_to: "AW-123456789/AbC-dEf", transaction_id: "RW-AD7" });
  });

  it("does not fire again for a lead that already converted, even if it is pending again", () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    rememberPendingConversion("RW-AD8");
    fireConversionForPendingLead(ads);
    rememberPendingConversion("RW-AD8");
    expect(fireConversionForPendingLead(ads)).toBe(false);
    rememberPendingConversion("RW-AD9");
    expect(fireConversionForPendingLead(ads)).toBe(true);
    expect(gtag.mock.calls.map((call) => (call[2] as { transaction_id: string }).transaction_id)).toEqual(["RW-AD8", "RW-AD9"]);
  });

  it("fires nothing when no lead is pending or when there is no tracking function", () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    expect(fireConversionForPendingLead(ads)).toBe(false);
    delete window.gtag;
    rememberPendingConversion("RW-AD10");
    expect(fireConversionForPendingLead(ads)).toBe(false);
    expect(gtag).not.toHaveBeenCalled();
  });

  it("leaves send_to out when no Ads id is configured but a tracking function exists", () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    rememberPendingConversion("RW-AD11");
    fireConversionForPendingLead(undefined);
    expect(gtag).toHaveBeenCalledWith("event", "conversion", { transaction_id: "RW-AD11" });
  });
});
