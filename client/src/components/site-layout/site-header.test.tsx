import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { SiteHeader } from "./site-header";

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const mobileMenu = () => document.getElementById("mobile-menu")!;

describe("SiteHeader mobile menu", () => {
  it("opens and closes with the toggle, which reports its state and the menu it controls", async () => {
    const { user } = renderWithProviders(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    expect(mobileMenu()).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(mobileMenu()).toBeVisible();
    const menu = within(mobileMenu());
    for (const name of ["Home", "Services", "Retaining Walls", "Fencing Projects", "About", "FAQ", "Contact Us"]) {
      expect(await menu.findByRole("link", { name })).toBeInTheDocument();
    }

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(mobileMenu()).not.toBeVisible();
  });

  it("navigates and closes after a choice", async () => {
    const { user, history } = renderWithProviders(<SiteHeader />, { path: "/gallery" });
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(await within(mobileMenu()).findByRole("link", { name: "FAQ" }));
    expect(history.at(-1)).toBe("/faq");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    expect(mobileMenu()).not.toBeVisible();
  });

  it("sends About and Contact Us to the home page's sections from another page", async () => {
    const { user, history } = renderWithProviders(<SiteHeader />, { path: "/faq" });
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const menu = within(mobileMenu());
    expect(await menu.findByRole("link", { name: "About" })).toHaveAttribute("href", "/#about");
    await user.click(menu.getByRole("link", { name: "Contact Us" }));
    expect(history.at(-1)).toBe("/#contact");
  });

  it("closes on Escape and gives focus back to the toggle", async () => {
    const { user } = renderWithProviders(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    (await within(mobileMenu()).findByRole("link", { name: "FAQ" })).focus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("offers a tap-to-call button in the bar", () => {
    renderWithProviders(<SiteHeader />);
    const call = screen.getByRole("link", { name: /^call/i });
    expect(call).toHaveAttribute("href", "tel:+61755500123");
  });
});

describe("SiteHeader services menu", () => {
  const desktopNav = () => within(screen.getAllByRole("navigation", { name: "Main" })[0]!);

  it("opens when the Services link receives keyboard focus and closes on Escape", async () => {
    const { user } = renderWithProviders(<SiteHeader />, { path: "/faq" });
    const nav = desktopNav();
    const services = nav.getByRole("link", { name: "Services" });
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(nav.queryByRole("link", { name: /Retaining Walls/ })).not.toBeInTheDocument();

    await user.tab(); // logo
    await user.tab(); // Home
    await user.tab();
    expect(services).toHaveFocus();
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(nav.getByRole("link", { name: /Retaining Walls/ })).toHaveAttribute("href", "/retaining-walls");
    expect(nav.getByRole("link", { name: /Fencing Projects/ })).toHaveAttribute("href", "/fencing-projects");
    expect(nav.getByRole("link", { name: "All Services" })).toHaveAttribute("href", "/#services");

    await user.tab();
    expect(nav.getByRole("link", { name: /Retaining Walls/ })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(services).toHaveFocus();
  });

  it("closes when focus leaves it", async () => {
    const { user } = renderWithProviders(<SiteHeader />, { path: "/faq" });
    const nav = desktopNav();
    const services = nav.getByRole("link", { name: "Services" });
    act(() => services.focus());
    expect(services).toHaveAttribute("aria-expanded", "true");
    for (const _ of ["Retaining Walls", "Fencing Projects", "All Services", "About"]) await user.tab();
    expect(nav.getByRole("link", { name: "About" })).toHaveFocus();
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("opens on hover", async () => {
    const { user } = renderWithProviders(<SiteHeader />, { path: "/faq" });
    const services = desktopNav().getByRole("link", { name: "Services" });
    await user.hover(services);
    expect(services).toHaveAttribute("aria-expanded", "true");
    await user.unhover(services);
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the current page", () => {
    renderWithProviders(<SiteHeader />, { path: "/faq" });
    expect(desktopNav().getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    expect(desktopNav().getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});
