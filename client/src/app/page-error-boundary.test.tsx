import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, PageErrorBoundary } from "./page-error-boundary";

function Broken({ error }: { error: Error }): never {
  throw error;
}

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, "error").mockImplementation(() => {});
  Object.defineProperty(window, "location", { value: { ...window.location, reload }, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  reload.mockReset();
});

describe("PageErrorBoundary", () => {
  const chunkError = new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/admin-page-abc.js");

  it("recognises a missing page file", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads once when a page file is missing, then shows the error screen instead of looping", () => {
    const first = render(
      <PageErrorBoundary resetKey="/admin">
        <Broken error={chunkError} />
      </PageErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();
    render(
      <PageErrorBoundary resetKey="/admin">
        <Broken error={chunkError} />
      </PageErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "This page could not be loaded" })).toBeInTheDocument();
  });

  it("shows a way back with the phone number for any other error", () => {
    render(
      <PageErrorBoundary resetKey="/">
        <Broken error={new Error("boom")} />
      </PageErrorBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("call us on (07) 5550 0123");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("gives the next page a fresh start after navigation", () => {
    const { rerender } = render(
      <PageErrorBoundary resetKey="/">
        <Broken error={new Error("boom")} />
      </PageErrorBoundary>,
    );
    rerender(
      <PageErrorBoundary resetKey="/faq">
        <p>FAQ page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText("FAQ page")).toBeInTheDocument();
  });
});
