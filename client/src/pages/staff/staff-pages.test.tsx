import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@/components/ui/use-toast";
import { emptyStaffAnswer } from "@/test/lead-desk-fixtures";
import { renderWithProviders } from "@/test/render";
import { jsonResponse } from "@/test/fetch";
import { Route, Switch } from "wouter";
import AdminPage from "./admin-page";
import LoginPage from "./login-page";

/** /admin and /login as the app routes them: leaving one unmounts it. */
const StaffRoutes = () => (
  <Switch>
    <Route path="/admin" component={AdminPage} />
    <Route path="/login" component={LoginPage} />
  </Switch>
);

const signedIn = { isAuthenticated: true, user: { id: 1, username: "office" } };

/** Answers GET /api/auth/status with `status` and every other request with `other`. */
function serve(status: unknown, other: (url: string) => Response) {
  return vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async (input) => (String(input) === "/api/auth/status" ? jsonResponse(200, status) : other(String(input))));
}

/**
 * A server whose session can end, as a real one's does: staff data answer 401 and the status says signed out
 * once it has; POST /api/login starts a new one and POST /api/logout ends it. `endsAfterStatusCheck`: the session ends just after the
 * page has checked it (it expired while the page loaded its lists).
 */
function serveSession(signedInAtFirst: boolean, { endsAfterStatusCheck = false } = {}) {
  const session = { active: signedInAtFirst };
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    if (url === "/api/auth/status") {
      const answer = jsonResponse(200, session.active ? signedIn : { isAuthenticated: false });
      if (endsAfterStatusCheck) session.active = false;
      return answer;
    }
    if (url === "/api/login") {
      session.active = true;
      return jsonResponse(200, { message: "Login successful", user: signedIn.user });
    }
    if (url === "/api/logout") {
      session.active = false;
      return jsonResponse(200, { message: "Logged out" });
    }
    if (!session.active) return jsonResponse(401, { message: "Authentication required" });
    // an empty database: no lead to open
    return /^\/api\/(contact|ga-leads)\/\d+$/.test(url)
      ? jsonResponse(404, { message: "Lead not found" })
      : jsonResponse(200, emptyStaffAnswer(url));
  });
  return { spy };
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => dismissToast());
});

describe("/admin", () => {
  it("sends a visitor who is not signed in to /login, to come back after signing in, without asking for staff data", async () => {
    const fetchSpy = serve({ isAuthenticated: false }, () => jsonResponse(500, {}));
    const { history } = renderWithProviders(<AdminPage />, { path: "/admin?tab=inquiries&lead=12" });
    await waitFor(() => expect(history.at(-1)).toBe(`/login?next=${encodeURIComponent("/admin?tab=inquiries&lead=12")}`));
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(["/api/auth/status"]);
  });

  it("sends a Crew account to the crew app, asking for no staff data", async () => {
    const fetchSpy = serve({ isAuthenticated: true, user: { id: 3, username: "kai", role: "crew" } }, () =>
      jsonResponse(403, { message: "no" }),
    );
    const { history } = renderWithProviders(<AdminPage />, { path: "/admin?tab=inquiries" });
    await waitFor(() => expect(history.at(-1)).toBe("/crew"));
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(["/api/auth/status"]);
  });

  it("shows the dashboard with the signed-in user's name", async () => {
    serve(signedIn, (url) => jsonResponse(200, emptyStaffAnswer(url)));
    renderWithProviders(<AdminPage />, { path: "/admin" });
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("office")).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: /Inquiries/ })).toHaveTextContent("0");
  });

  it("returns to /login and says the session ended when a list answers 401", async () => {
    serveSession(true, { endsAfterStatusCheck: true });
    const { history, queryClient } = renderWithProviders(<StaffRoutes />, { path: "/admin?tab=ga-leads" });
    expect(await screen.findByText("Session ended", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(history.at(-1)).toBe("/login?session=ended&next=%2Fadmin%3Ftab%3Dga-leads");
    // said twice: in the toast, and on the login screen itself
    expect(screen.getAllByText("Your session has ended. Please log in again.")).toHaveLength(2);
    expect(queryClient.getQueryData(["/api/auth/status"])).toEqual({ isAuthenticated: false });
    expect(queryClient.getQueryData(["/api/contact?page=1"])).toBeUndefined();
  });

  it("logs out: says so, forgets staff data and goes to /login", async () => {
    serveSession(true);
    const { history, queryClient, user } = renderWithProviders(<StaffRoutes />, { path: "/admin" });
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Logged out")).toBeInTheDocument();
    expect(screen.getByText("You have been successfully logged out.")).toBeInTheDocument();
    expect(history.at(-1)).toBe("/login");
    expect(queryClient.getQueryData(["/api/reviews/all"])).toBeUndefined();
  });
});

describe("/login", () => {
  it("sends a signed-in visitor to /admin", async () => {
    serve(signedIn, () => jsonResponse(500, {}));
    const { history } = renderWithProviders(<LoginPage />, { path: "/login" });
    await waitFor(() => expect(history.at(-1)).toBe("/admin"));
  });

  it("after an ended session, says so and signs in back to the screen it ended on", async () => {
    const { spy: fetchSpy } = serveSession(false);
    const { history, user } = renderWithProviders(<StaffRoutes />, {
      path: `/login?session=ended&next=${encodeURIComponent("/admin?tab=ga-leads&lead=7")}`,
    });
    expect(await screen.findByText("Your session has ended. Please log in again.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Username"), "office");
    await user.type(screen.getByLabelText("Password"), "correct horse battery staple");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(history.at(-1)).toBe("/admin?tab=ga-leads&lead=7"));
    expect(await screen.findByText("This lead was not found. It may have been removed, or the link is wrong.")).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain("/api/login");
  });

  it.each(["//evil.example/admin", "/\\evil.example", "https://evil.example", "/login?next=/admin"])(
    "never follows a next address that is not a screen of this site (%s): it goes to /admin",
    async (next) => {
      serve(signedIn, () => jsonResponse(500, {}));
      const { history } = renderWithProviders(<StaffRoutes />, { path: `/login?session=ended&next=${encodeURIComponent(next)}` });
      await waitFor(() => expect(history.at(-1)).toBe("/admin"));
    },
  );

  it("shows the form with a link back to the website to a visitor who is not signed in", async () => {
    serve({ isAuthenticated: false }, () => jsonResponse(500, {}));
    renderWithProviders(<LoginPage />, { path: "/login" });
    expect(await screen.findByRole("heading", { level: 1, name: "Staff Login" })).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to website" })).toHaveAttribute("href", "/");
  });
});
