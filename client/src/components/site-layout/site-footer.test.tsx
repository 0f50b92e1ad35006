import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultBusinessProfile as business } from "@shared/business-profile";
import { renderWithProviders } from "@/test/render";
import { SiteLayout } from "./site-layout";

describe("SiteLayout", () => {
  it("offers a skip link to the main content", () => {
    renderWithProviders(<SiteLayout>page</SiteLayout>);
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });
});

describe("SiteFooter", () => {
  const footer = () => within(screen.getByRole("contentinfo"));

  it("lists three retaining wall types and three fencing types, each linking to its page", () => {
    renderWithProviders(<SiteLayout>page</SiteLayout>);
    for (const wall of ["Concrete Sleeper", "Composite Sleeper", "Timber Sleeper"]) {
      expect(footer().getByRole("link", { name: `${wall} Retaining Walls` })).toHaveAttribute("href", "/retaining-walls");
    }
    for (const fence of ["Timber Fencing", "Colorbond Fencing", "Aluminium Fencing"]) {
      expect(footer().getByRole("link", { name: fence })).toHaveAttribute("href", "/fencing-projects");
    }
  });

  it("gives the business's contact details as tap-to-call and mailto links", () => {
    renderWithProviders(<SiteLayout>page</SiteLayout>);
    const named = (label: string, value: string) => (name: string) => name.startsWith(label) && name.endsWith(value);
    expect(footer().getByRole("link", { name: named("Phone:", business.phone.display) })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    );
    expect(footer().getByRole("link", { name: named("Mobile:", business.mobile.display) })).toHaveAttribute(
      "href",
      `tel:${business.mobile.e164}`,
    );
    expect(footer().getByRole("link", { name: business.email })).toHaveAttribute("href", `mailto:${business.email}`);
    expect(footer().getByText(business.hours)).toBeInTheDocument();
  });

  it("links to the social pages, and leaves the placeholders without a destination", () => {
    const { container } = renderWithProviders(<SiteLayout>page</SiteLayout>);
    expect(footer().getByRole("link", { name: /facebook/i })).toHaveAttribute("href", business.social.facebook);
    expect(footer().getByRole("link", { name: /instagram/i })).toHaveAttribute("href", business.social.instagram);
    expect(footer().queryByRole("link", { name: /youtube/i })).not.toBeInTheDocument();
    expect(footer().queryByRole("link", { name: /terms of service/i })).not.toBeInTheDocument();
    expect(footer().getByText(/terms of service/i)).toBeInTheDocument();
    expect(container.querySelectorAll('a[href="#"], a:not([href])')).toHaveLength(0);
  });

  it("carries the copyright, the licence line and the legal and staff links", () => {
    renderWithProviders(<SiteLayout>page</SiteLayout>);
    expect(footer().getByText(`© 2024 ${business.name}. All rights reserved.`)).toBeInTheDocument();
    expect(footer().getByText(business.qbccLicence)).toBeInTheDocument();
    expect(footer().getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(footer().getByRole("link", { name: "Secure Login" })).toHaveAttribute("href", "/login");
  });
});
