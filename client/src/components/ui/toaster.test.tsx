import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from "@shared/constants";
import { Toaster } from "./toaster";
import { dismissToast, toast, useToasts } from "./use-toast";

function ToastCount() {
  return <output data-testid="count">{useToasts().length}</output>;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  act(() => {
    dismissToast();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });
  vi.useRealTimers();
});

describe("toasts", () => {
  it("shows at most one at a time: a new toast replaces the one showing", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Quote request sent successfully!" });
      toast({ title: "Review submitted!", description: "Thank you for your feedback." });
    });
    expect(screen.queryByText("Quote request sent successfully!")).not.toBeInTheDocument();
    expect(screen.getByText("Review submitted!")).toBeInTheDocument();
  });

  it("closes after 5000 ms, not before, and leaves the list long after", () => {
    render(
      <>
        <Toaster />
        <ToastCount />
      </>,
    );
    act(() => {
      toast({ title: "Logged out" });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText("Logged out")).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Logged out")).not.toBeInTheDocument();
    // dismissed, but kept in the store until the remove delay has passed
    expect(screen.getByTestId("count")).toHaveTextContent("1");
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(screen.getByTestId("count")).toHaveTextContent("0");
  });

  it("F8 moves focus to the notification region", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Review approved" });
    });
    const region = screen.getByRole("region", { name: /Notifications \(F8\)/ });
    expect(region).not.toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it("marks failures as destructive and lets the visitor close a toast", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Failed to send request", description: "Please try again later.", variant: "destructive" });
    });
    const title = screen.getByText("Failed to send request");
    expect(title.closest("li")).toHaveClass("bg-red-700");
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Failed to send request")).not.toBeInTheDocument();
  });
});
