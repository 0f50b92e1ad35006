import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/** A golf company's form (a supplier's, a competitor's): its name and country typed in. */
export async function typeCompany(user: UserEvent, name: string, country: string) {
  await user.type(screen.getByRole("textbox", { name: /Company name/ }), name);
  await user.type(screen.getByRole("textbox", { name: /Country/ }), country);
}

/** The form refused to send without a name and a country, each field saying so. */
export function expectCompanyRequired() {
  const company = screen.getByRole("textbox", { name: /Company name/ });
  expect(company).toHaveAttribute("aria-invalid", "true");
  expect(company).toHaveAccessibleDescription("Company name is required");
  expect(screen.getByRole("textbox", { name: /Country/ })).toHaveAccessibleDescription("Country is required");
}
