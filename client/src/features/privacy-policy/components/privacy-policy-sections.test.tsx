import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "@shared/business-profile";
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
