import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { takePendingConversion } from "../tracking/conversion-storage";
import { AdEnquiryForm } from "./ad-enquiry-form";
import { sentRequest, JANE } from "@/test/fetch";

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

type User = ReturnType<typeof renderWithProviders>["user"];

/** The form on /GA-Enquiry, filled in as a visitor would and sent. */
async function sendValidEnquiry() {
  const rendered = renderWithProviders(<AdEnquiryForm />, { path: "/GA-Enquiry" });
  await fillValidEnquiry(rendered.user);
  await rendered.user.click(screen.getByRole("button", { name: "Get My Free Quote" }));
  return rendered;
}

async function fillValidEnquiry(user: User) {
  await user.type(screen.getByLabelText(/Full name/), "Jane Citizen");
  await user.type(screen.getByLabelText(/Phone/), "0412 345 678");
  await user.type(screen.getByLabelText(/Email/), "jane@example.com");
  await user.selectOptions(screen.getByLabelText(/Service/), "both");
  await user.type(screen.getByLabelText(/Project details/), "A 12 m wall and a side fence.");
}

describe("AdEnquiryForm", () => {
  it("marks every field required", () => {
    renderWithProviders(<AdEnquiryForm />);
    for (const label of [/Full name/, /Email/, /Phone/, /Service/, /Project details/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-required", "true");
    }
    expect(screen.getAllByRole("option").map((o) => o.getAttribute("value"))).toEqual(["", "retaining-walls", "fencing", "both"]);
  });

  it("shows the specified message for each field and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { user } = renderWithProviders(<AdEnquiryForm />);
    await user.type(screen.getByLabelText(/Full name/), "J");
    await user.type(screen.getByLabelText(/Email/), "jane@");
    await user.type(screen.getByLabelText(/Phone/), "041234567");
    await user.type(screen.getByLabelText(/Project details/), "Too short");
    await user.click(screen.getByRole("button", { name: "Get My Free Quote" }));

    expect(await screen.findByText("Full name is required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(screen.getByText("Please select a service")).toBeInTheDocument();
    expect(screen.getByText("Please provide some details about your project")).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription("Please enter a valid email address");
    expect(screen.getByLabelText(/Service/)).toHaveAttribute("aria-invalid", "true");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the enquiry, shows Sending..., then goes to /thank-you with the reference, the lead waiting for its conversion", async () => {
    let answer: (res: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { history } = await sendValidEnquiry();

    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(sentRequest(fetchSpy)).toEqual({
      url: "/api/ga-enquiry",
      body: {
        ...JANE,
        service: "both",
        message: "A 12 m wall and a side fence.",
        // the "Text me about my quote" tick, left unticked
        smsConsent: false,
        website: "",
        fillTimeMs: expect.any(Number),
      },
    });
    answer(new Response(JSON.stringify({ reference: "RW-7K3F9Q" }), { status: 201 }));

    await waitFor(() => expect(history.at(-1)).toBe("/thank-you?ref=RW-7K3F9Q"));
    expect(takePendingConversion()).toBe("RW-7K3F9Q");
  });

  it("says that walls over 1 metre need engineering once a wall is chosen, and hides the bot trap from everyone", async () => {
    const { user } = renderWithProviders(<AdEnquiryForm />);
    await user.selectOptions(screen.getByLabelText(/Service/), "fencing");
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.selectOptions(screen.getByLabelText(/Service/), "retaining-walls");
    expect(await screen.findByText(/Walls over 1 metre high need engineering/)).toBeInTheDocument();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("keeps the values and shows the error toast when sending fails", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response('{"message":"Something went wrong"}', { status: 500 }));
    const { history } = await sendValidEnquiry();

    expect(await screen.findByText("Failed to submit form. Please try again or call us directly.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Get My Free Quote" })).toBeEnabled());
    expect(screen.getByLabelText(/Full name/)).toHaveValue("Jane Citizen");
    expect(screen.getByLabelText(/Project details/)).toHaveValue("A 12 m wall and a side fence.");
    expect(history.at(-1)).toBe("/GA-Enquiry");
    expect(takePendingConversion()).toBeNull();
  });
});
