import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@/components/ui/use-toast";
import { emptyStaffAnswer } from "@/test/lead-desk-fixtures";
import { renderWithProviders } from "@/test/render";
import AdminPage from "./admin-page";
import LoginPage from "./login-page";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const signedIn = { isAuthenticated: true, user: { id: 1, username: "office" } };

/** Answers GET /api/auth/status with `status` and every other request with `other`. */
function serve(status: unknown, other: (url: string) => Response) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => (String(input) === "/api/auth/status" ? json(200, status) : other(String(input))));
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => dismissToast());
});

describe("/admin", () => {
  it("sends a visitor who is not signed in to /login without asking for staff data", async () => {
    const fetchSpy = serve({ isAuthenticated: false }, () => json(500, {}));
    const { history } = renderWithProviders(<AdminPage />, { path: "/admin" });
    await waitFor(() => expect(history.at(-1)).toBe("/login"));
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(["/api/auth/status"]);
  });

  it("shows the dashboard with the signed-in user's name", async () => {
    serve(signedIn, (url) => json(200, emptyStaffAnswer(url)));
    renderWithProviders(<AdminPage />, { path: "/admin" });
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("office")).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: /Inquiries/ })).toHaveTextContent("0");
  });

  it("returns to /login and says the session ended when a list answers 401", async () => {
    serve(signedIn, () => json(401, { message: "Authentication required" }));
    const { history, queryClient } = renderWithProviders(<AdminPage />, { path: "/admin" });
    expect(await screen.findByText("Session ended", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(history.at(-1)).toBe("/login");
    expect(queryClient.getQueryData(["/api/auth/status"])).toEqual({ isAuthenticated: false });
    expect(queryClient.getQueryData(["/api/contact?page=1"])).toBeUndefined();
  });

  it("logs out: says so, forgets staff data and goes to /login", async () => {
    serve(signedIn, (url) => json(200, emptyStaffAnswer(url)));
    const { history, queryClient, user } = renderWithProviders(<AdminPage />, { path: "/admin" });
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Logged out")).toBeInTheDocument();
    expect(screen.getByText("You have been successfully logged out.")).toBeInTheDocument();
    expect(history.at(-1)).toBe("/login");
    expect(queryClient.getQueryData(["/api/reviews/all"])).toBeUndefined();
  });
});

describe("/login", () => {
  it("sends a signed-in visitor to /admin", async () => {
    serve(signedIn, () => json(500, {}));
    const { history } = renderWithProviders(<LoginPage />, { path: "/login" });
    await waitFor(() => expect(history.at(-1)).toBe("/admin"));
  });

  it("shows the form with a link back to the website to a visitor who is not signed in", async () => {
    serve({ isAuthenticated: false }, () => json(500, {}));
    renderWithProviders(<LoginPage />, { path: "/login" });
    expect(await screen.findByRole("heading", { level: 1, name: "Staff Login" })).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to website" })).toHaveAttribute("href", "/");
  });
});
