import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "@shared/business-profile";
import { MODERATION_POLICY, MODERATION_REASONS } from "@shared/reviews/review-moderation";
import { renderWithProviders } from "@/test/render";
import { privacySections } from "../content/privacy-sections";
import { PrivacyContact } from "./privacy-contact";
import { PrivacySection } from "./privacy-section";

describe("privacy policy sections", () => {
  it("has the ten sections of the specification in order", () => {
    renderWithProviders(
      <>
        {privacySections.map((section) => (
          <PrivacySection key={section.id} section={section} />
        ))}
        <PrivacyContact />
      </>,
    );
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      "1. Information We Collect",
      "2. How We Use Your Information",
      "3. Sharing Your Information",
      "4. Data Security",
      "5. Your Rights",
      "6. Cookies",
      "7. Third-Party Links",
      "8. Data Retention",
      "9. Changes to This Policy",
      "10. Contact Us",
    ]);
  });

  it("explains how reviews are moderated, with every reason from the shared list", () => {
    renderWithProviders(<PrivacySection section={privacySections[1]!} />);
    const policy = screen.getByRole("region", { name: MODERATION_POLICY.title });
    expect(within(policy).getByRole("heading", { level: 3 })).toHaveTextContent("How we moderate reviews");
    expect(policy).toHaveTextContent("whatever its rating");
    expect(
      within(policy)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(MODERATION_REASONS.map((reason) => `${reason.label}: ${reason.description}.`));
  });

  it("gives the business's contact details from the business profile", () => {
    renderWithProviders(<PrivacyContact />);
    expect(screen.getByRole("link", { name: defaultBusinessProfile.email })).toHaveAttribute(
      "href",
      `mailto:${defaultBusinessProfile.email}`,
    );
    expect(screen.getByRole("link", { name: defaultBusinessProfile.phone.display })).toHaveAttribute(
      "href",
      `tel:${defaultBusinessProfile.phone.e164}`,
    );
  });
});
