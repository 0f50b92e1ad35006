import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SERVICE_OPTIONS } from "@shared/constants";
import { renderWithProviders } from "@/test/render";
import { stubFetch, sentRequest, JANE } from "@/test/fetch";
import { QuoteForm } from "./quote-form";

afterEach(() => vi.restoreAllMocks());

const field = (name: RegExp) => screen.getByLabelText(name);
const submitButton = () => screen.getByRole("button", { name: /get my free quote|sending/i });

async function fillValidForm(user: UserEvent) {
  await user.type(field(/full name/i), "Jane Citizen");
  await user.type(field(/phone number/i), "0412 345 678");
  await user.type(field(/email address/i), "jane@example.com");
  await user.type(field(/project location/i), "Chermside, Brisbane");
  await user.click(screen.getByRole("checkbox", { name: "Timber Fencing" }));
  await user.click(screen.getByRole("checkbox", { name: "Concrete Sleeper Retaining Wall" }));
  await user.selectOptions(field(/project length/i), "10-30m");
  await user.selectOptions(field(/preferred timeline/i), "1-3-months");
  await user.selectOptions(field(/estimated budget/i), "5k-10k");
}

describe("QuoteForm", () => {
  it("starts empty and says that submitting means agreeing to the privacy policy", () => {
    renderWithProviders(<QuoteForm />);
    for (const label of [/full name/i, /phone number/i, /email address/i, /project location/i]) {
      expect(field(label)).toHaveValue("");
    }
    for (const label of [/project length/i, /preferred timeline/i, /estimated budget/i]) {
      expect(field(label)).toHaveValue("");
    }
    expect(screen.getAllByRole("checkbox").filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    expect(field(/project location/i).getAttribute("placeholder")).toMatch(/Brisbane|Sunshine Coast/);
    expect(screen.getByRole("group", { name: /services required \(select up to 2\)/i })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    expect(screen.getByText(/by submitting this form, you agree to our/i)).toBeInTheDocument();
  });

  it("shows the specification's message under every empty field and focuses the first one", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { user } = renderWithProviders(<QuoteForm />);
    await user.click(submitButton());

    const expected: [RegExp, string][] = [
      [/full name/i, "Full name is required"],
      [/phone number/i, "Please enter a valid phone number"],
      [/email address/i, "Please enter a valid email address"],
      [/project location/i, "Project location is required"],
      [/project length/i, "Please select project length/area"],
      [/preferred timeline/i, "Please select your preferred timeline"],
      [/estimated budget/i, "Please select your estimated budget"],
    ];
    for (const [label, message] of expected) {
      const control = field(label);
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription(message);
    }
    const alerts = screen.getAllByRole("alert").map((alert) => alert.textContent);
    expect(alerts).toEqual(expect.arrayContaining([...expected.map(([, message]) => message), "Please select at least one service"]));
    expect(field(/full name/i)).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("rejects a one-letter name, a short phone number and a malformed email", async () => {
    const { user } = renderWithProviders(<QuoteForm />);
    await user.type(field(/full name/i), "J");
    await user.type(field(/phone number/i), "07 5550");
    await user.type(field(/email address/i), "jane@");
    await user.click(submitButton());
    expect(field(/full name/i)).toHaveAccessibleDescription("Full name is required");
    expect(field(/phone number/i)).toHaveAccessibleDescription("Please enter a valid phone number");
    expect(field(/email address/i)).toHaveAccessibleDescription("Please enter a valid email address");
  });

  it("notes the FAQ's rules as the visitor answers, without blocking anything", async () => {
    const { user } = renderWithProviders(<QuoteForm />);
    const notes = screen.getByTestId("qualification-notes");
    await user.click(screen.getByRole("checkbox", { name: "Timber Sleeper Retaining Wall" }));
    expect(await within(notes).findByText(/Walls over 1 metre high need engineering/)).toBeInTheDocument();
    await user.selectOptions(field(/project length/i), "under-10m");
    expect(within(notes).getByText("Our minimum retaining wall job is 20 square metres.")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Colorbond Fencing" }));
    expect(within(notes).getByText("Our minimum fence job is 20 linear metres.")).toBeInTheDocument();
    await user.type(field(/project location/i), "Toowoomba");
    expect(
      within(notes).getByText(/Toowoomba looks to be outside our usual service area \(Greater Brisbane including the Sunshine Coast\)/),
    ).toBeInTheDocument();
    await user.clear(field(/project location/i));
    await user.type(field(/project location/i), "Buderim");
    expect(within(notes).queryByText(/outside our usual service area/)).not.toBeInTheDocument();
    expect(notes).toHaveAttribute("aria-live", "polite");
  });

  it("suggests South East Queensland suburbs with their postcode as the visitor types", async () => {
    const { user } = renderWithProviders(<QuoteForm />);
    await user.type(field(/project location/i), "Cherm");
    const list = document.getElementById(field(/project location/i).getAttribute("list")!)!;
    await waitFor(() => expect([...list.querySelectorAll("option")].map((o) => o.value)).toContain("Chermside QLD 4032"));
  });

  it("allows two services at most: the other boxes are disabled once two are ticked", async () => {
    const { user } = renderWithProviders(<QuoteForm />);
    await user.click(screen.getByRole("checkbox", { name: "Timber Fencing" }));
    expect(screen.getAllByRole("checkbox").filter((box) => (box as HTMLInputElement).disabled)).toHaveLength(0);
    await user.click(screen.getByRole("checkbox", { name: "Colorbond Fencing" }));

    const others = SERVICE_OPTIONS.filter((s) => s !== "Timber Fencing" && s !== "Colorbond Fencing");
    for (const service of others) expect(screen.getByRole("checkbox", { name: service })).toBeDisabled();
    expect(screen.getByText("2 of 2 selected.")).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Timber Fencing" }));
    for (const service of others) expect(screen.getByRole("checkbox", { name: service })).toBeEnabled();
  });

  it("sends the selection joined with a comma and space, then thanks the visitor and empties the form", async () => {
    const fetchSpy = stubFetch(201, { id: 1 });
    const { user } = renderWithProviders(<QuoteForm />);
    await fillValidForm(user);
    await user.click(submitButton());

    expect(await screen.findByText("Quote request sent successfully!")).toBeInTheDocument();
    expect(screen.getByText("Thank you for your inquiry. We'll contact you within 24 hours with your free quote.")).toBeInTheDocument();
    expect(sentRequest(fetchSpy)).toEqual({
      url: "/api/contact",
      body: {
        ...JANE,
        service: "Timber Fencing, Concrete Sleeper Retaining Wall",
        length: "10-30m",
        location: "Chermside, Brisbane",
        timeline: "1-3-months",
        budget: "5k-10k",
        // the "Text me about my quote" tick starts unticked and stays so
        smsConsent: false,
        website: "",
        fillTimeMs: expect.any(Number),
      },
    });

    await waitFor(() => expect(field(/full name/i)).toHaveValue(""));
    for (const label of [
      /phone number/i,
      /email address/i,
      /project location/i,
      /project length/i,
      /preferred timeline/i,
      /estimated budget/i,
    ]) {
      expect(field(label)).toHaveValue("");
    }
    expect(screen.getAllByRole("checkbox").filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.getAllByRole("checkbox").filter((box) => (box as HTMLInputElement).disabled)).toHaveLength(0);
  });

  it('shows "Sending..." on a disabled button while the request is in flight', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<QuoteForm />);
    await fillValidForm(user);
    await user.click(submitButton());

    const button = await screen.findByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    answer(new Response("{}", { status: 201 }));
    expect(await screen.findByRole("button", { name: "Get My Free Quote" })).toBeEnabled();
  });

  it("keeps every value and shows the server's message in a destructive toast when sending fails", async () => {
    stubFetch(429, { message: "Too many requests, please try again in a few minutes." });
    const { user } = renderWithProviders(<QuoteForm />);
    await fillValidForm(user);
    await user.click(submitButton());

    const title = await screen.findByText("Failed to send request");
    const toastElement = title.closest("li")!;
    expect(within(toastElement).getByText("Too many requests, please try again in a few minutes.")).toBeInTheDocument();
    expect(toastElement.className).toMatch(/bg-red-700/);

    expect(field(/full name/i)).toHaveValue("Jane Citizen");
    expect(field(/email address/i)).toHaveValue("jane@example.com");
    expect(field(/project length/i)).toHaveValue("10-30m");
    expect(screen.getByRole("checkbox", { name: "Timber Fencing" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Concrete Sleeper Retaining Wall" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Get My Free Quote" })).toBeEnabled();
  });

  it("puts the server's field messages under the fields it rejected", async () => {
    stubFetch(400, { message: "Please check the highlighted fields", errors: { location: "Project location is required" } });
    const { user } = renderWithProviders(<QuoteForm />);
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByText("Please check the highlighted fields")).toBeInTheDocument();
    expect(field(/project location/i)).toHaveAccessibleDescription("Project location is required");
    expect(field(/project location/i)).toHaveValue("Chermside, Brisbane");
  });
});
