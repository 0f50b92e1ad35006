import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "../business-profile";
import { faqItems } from "./faq";

const items = faqItems(defaultBusinessProfile);
const answers = items.map((i) => i.answer);
const anyAnswer = (pattern: RegExp) => answers.filter((a) => pattern.test(a));

describe("the FAQ content (spec section 9)", () => {
  it("has 20 questions with unique ids and questions", () => {
    expect(items).toHaveLength(20);
    expect(new Set(items.map((i) => i.id)).size).toBe(20);
    expect(new Set(items.map((i) => i.question)).size).toBe(20);
  });

  it.each([
    ["walls over 1 metre need engineering", /over 1 metre high needs engineering/],
    ["a minimum retaining wall job of 20 square metres", /minimum retaining wall job is 20 square metres/],
    ["a minimum fence job of 20 linear metres", /minimum fencing job is 20 linear metres/],
    ["retaining wall jobs of 2-5 days", /retaining wall jobs take 2-5 days/],
    ["a retaining wall of 3-4 days", /retaining wall takes 3-4 days/],
    ["fencing jobs of 1-3 days", /fencing jobs take 1-3 days/],
    ["a fence of 1-2 days", /fence .*takes 1-2 days/],
    ["concrete walls lasting 30+ years", /concrete sleeper retaining wall .*lasts 30\+ years/],
    ["timber walls lasting 10-15 years", /timber sleeper retaining wall typically lasts 10-15 years/],
  ])("states %s", (_rule, pattern) => {
    expect(anyAnswer(pattern)).toHaveLength(1);
  });

  it("takes business facts from the profile", () => {
    const custom = faqItems({ ...defaultBusinessProfile, qbccLicence: "QBCC 42", responsePromise: "within 2 hours" });
    expect(custom.map((i) => i.answer).join(" ")).toContain("QBCC 42");
    expect(custom.map((i) => i.answer).join(" ")).toContain("within 2 hours");
  });
});
