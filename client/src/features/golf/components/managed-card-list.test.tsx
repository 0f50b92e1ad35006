import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { ExternalLink } from "./external-link";
import { ManagedCardList } from "./managed-card-list";
import { UNDO_WINDOW_MS } from "./use-pending-deletes";

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = [
  { id: 11, name: "Alpha Golf" },
  { id: 12, name: "Birdie Supply" },
  { id: 13, name: "Caddie Co" },
];

function renderList(staff = true) {
  const utils = renderWithProviders(
    <ManagedCardList
      label="Suppliers"
      listPath="/api/golf/suppliers"
      rows={rows}
      staff={staff}
      className="grid"
      nameOf={(row) => row.name}
      renderCard={(row, actions) => (
        <article aria-label={row.name}>
          {row.name}
          {actions}
        </article>
      )}
    />,
  );
  return { ...utils, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const requests = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${String(url)} ${String((init as RequestInit).body ?? "")}`.trim());

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("ManagedCardList for staff", () => {
  it("deletes the selected records in one request once the undo window passes, leaving out any undone", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response('{"deleted":1}', { status: 200 }));
    const { user } = renderList();
    await user.click(screen.getByRole("button", { name: "Select several" }));
    await user.click(within(screen.getByRole("article", { name: "Alpha Golf" })).getByRole("checkbox", { name: "Select Alpha Golf" }));
    await user.click(within(screen.getByRole("article", { name: "Caddie Co" })).getByRole("checkbox", { name: "Select Caddie Co" }));
    expect(screen.getByRole("toolbar")).toHaveTextContent("2 selected");
    await user.click(screen.getByRole("button", { name: "Delete selected" }));
    expect(window.confirm).toHaveBeenCalledWith("Delete 2 suppliers? You can undo this for a few seconds.");
    expect(screen.getByText("Alpha Golf", { selector: "span" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Alpha Golf" })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 10));
    expect(requests(fetchSpy)).toEqual(['POST /api/golf/suppliers/bulk-delete {"ids":[11,13]}']);
  });

  it("sends a single DELETE when all but one of a batch were undone, and nothing when all were", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response(null, { status: 204 }));
    const { user } = renderList();
    await user.click(screen.getByRole("button", { name: "Select several" }));
    await user.click(screen.getByRole("button", { name: "Select all 3" }));
    await user.click(screen.getByRole("button", { name: "Delete selected" }));
    await user.click(screen.getByRole("button", { name: "Undo deleting Alpha Golf" }));
    await user.click(screen.getByRole("button", { name: "Undo deleting Birdie Supply" }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 10));
    expect(requests(fetchSpy)).toEqual(["DELETE /api/golf/suppliers/13"]);

    fetchSpy.mockClear();
    await user.click(within(screen.getByRole("article", { name: "Alpha Golf" })).getByRole("button", { name: "Delete Alpha Golf" }));
    await user.click(screen.getByRole("button", { name: "Undo deleting Alpha Golf" }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 10));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("offers no selection or delete to a visitor who is not staff", () => {
    renderList(false);
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
  });
});

describe("ExternalLink", () => {
  it("marks a visitor's link as user content search engines should not follow, and opens it without a handle on this page", () => {
    renderWithProviders(<ExternalLink href="https://www.example-golf.com/shop" />);
    const link = screen.getByRole("link", { name: /example-golf\.com/ });
    expect(link.getAttribute("rel")?.split(" ").sort()).toEqual(["nofollow", "noopener", "noreferrer", "ugc"]);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("shows nothing for a link that is not http or https", () => {
    const { container } = renderWithProviders(<ExternalLink href="javascript:alert(1)" />);
    expect(container.querySelector("a")).toBeNull();
  });
});
