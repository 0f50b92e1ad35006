import { EMPTY_ATTRIBUTION } from "../attribution";
import { leadSourceOf } from "./lead-source";

const with_ = (values: Partial<typeof EMPTY_ATTRIBUTION>) => ({ ...EMPTY_ATTRIBUTION, ...values });

describe("leadSourceOf", () => {
  it("puts a click id first: Google Ads with its campaign, or with none", () => {
    expect(leadSourceOf("inquiries", with_({ gclid: "abc", utmCampaign: "Walls", referrer: "https://www.google.com/" }))).toEqual({
      source: "Google Ads",
      campaign: "Walls",
    });
    expect(leadSourceOf("inquiries", with_({ wbraid: "x" }))).toEqual({ source: "Google Ads", campaign: "Google Ads (no campaign)" });
  });

  it("reads paid tags: Google's are Google Ads, anyone else's other paid", () => {
    expect(leadSourceOf("inquiries", with_({ utmSource: "Google", utmMedium: "CPC", utmCampaign: "Fences" }))).toEqual({
      source: "Google Ads",
      campaign: "Fences",
    });
    expect(leadSourceOf("inquiries", with_({ utmSource: "facebook", utmMedium: "paid_social" }))).toEqual({
      source: "Other paid",
      campaign: "facebook",
    });
  });

  it("counts the ad landing page's form as Google Ads even without tags", () => {
    expect(leadSourceOf("ga-leads", EMPTY_ATTRIBUTION)).toEqual({ source: "Google Ads", campaign: "Google Ads (no campaign)" });
  });

  it("tells organic search, a referring site and direct apart", () => {
    expect(leadSourceOf("inquiries", with_({ referrer: "https://www.google.com.au/" }))).toEqual({
      source: "Organic search",
      campaign: null,
    });
    expect(leadSourceOf("inquiries", with_({ referrer: "https://duckduckgo.com/" })).source).toBe("Organic search");
    expect(leadSourceOf("inquiries", with_({ referrer: "https://www.facebook.com/groups/x" }))).toEqual({
      source: "Referral",
      campaign: "facebook.com",
    });
    expect(leadSourceOf("inquiries", with_({ utmSource: "newsletter" }))).toEqual({ source: "Referral", campaign: "newsletter" });
    expect(leadSourceOf("inquiries", EMPTY_ATTRIBUTION)).toEqual({ source: "Direct", campaign: null });
    // "googleblog.example" is not a search engine
    expect(leadSourceOf("inquiries", with_({ referrer: "https://googleblog.example/" })).source).toBe("Referral");
  });
});
