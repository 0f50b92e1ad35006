import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LeadEmailStatus } from "@shared/leads/lead-emails";
import { renderWithProviders } from "@/test/render";
import { LeadEmailStatusList } from "./lead-email-status";

const email = (over: Partial<LeadEmailStatus>): LeadEmailStatus => ({
  id: 1,
  kind: "receipt",
  state: "queued",
  notSentReason: null,
  attempts: 0,
  lastError: null,
  sentAt: null,
  nextAttemptAt: null,
  ...over,
});

describe("LeadEmailStatusList", () => {
  it("says why a receipt was not sent, and offers no Resend for it", () => {
    renderWithProviders(
      <LeadEmailStatusList
        emails={[
          email({ id: 1, kind: "staff-alert", state: "sent", sentAt: "2026-11-25T04:05:00.000Z" }),
          email({ id: 2, kind: "receipt", state: "not-sent", notSentReason: "limit" }),
        ]}
      />,
    );
    expect(screen.getByText("Sent 25/11/2026, 2:05 pm")).toBeInTheDocument();
    expect(screen.getByText("Not sent: limit")).toBeInTheDocument();
    expect(screen.getByText("This address, or this visitor, already had 3 receipts in 24 hours.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Resend/ })).not.toBeInTheDocument();
  });

  it("says a spam submission's receipt waits for Not spam", () => {
    renderWithProviders(<LeadEmailStatusList compact emails={[email({ state: "not-sent", notSentReason: "spam" })]} />);
    expect(screen.getByText("Not sent: spam")).toHaveAttribute(
      "title",
      "A submission screened as spam gets no receipt; Not spam sends it.",
    );
  });
});
