import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@/components/ui/use-toast";
import { renderWithProviders } from "@/test/render";
import { LoginForm } from "./login-form";
import { sentRequest } from "@/test/fetch";

const respondWith = (status: number, body: string) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body || null, { status, headers: { "Content-Type": "application/json" } }));

afterEach(() => {
  vi.restoreAllMocks();
  act(() => dismissToast());
});

async function submit(username: string, password: string) {
  const view = renderWithProviders(<LoginForm />, { path: "/login" });
  if (username) await view.user.type(screen.getByLabelText("Username"), username);
  if (password) await view.user.type(screen.getByLabelText("Password"), password);
  await view.user.click(screen.getByRole("button", { name: "Log in" }));
  return view;
}

describe("LoginForm", () => {
  it.each([
    ["both fields empty", "", ""],
    ["no password", "office", ""],
    ["a username of spaces only", "   ", "a password"],
  ])("shows Missing information without a request when %s", async (_case, username, password) => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await submit(username, password);
    expect(await screen.findByText("Missing information")).toBeInTheDocument();
    // said beside the fields (their description, for screen readers) as well as in the toast
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Please enter both username and password");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the trimmed username and goes to /admin on success", async () => {
    const fetchSpy = respondWith(200, JSON.stringify({ message: "Login successful", user: { id: 1, username: "office" } }));
    const { history } = await submit("  office ", "correct horse battery staple");
    expect(await screen.findByText("Login successful")).toBeInTheDocument();
    expect(screen.getByText("Welcome back!")).toBeInTheDocument();
    expect(sentRequest(fetchSpy)).toEqual({ url: "/api/login", body: { username: "office", password: "correct horse battery staple" } });
    expect(history.at(-1)).toBe("/admin");
  });

  it("shows Login failed with the server's message", async () => {
    const wait = "Too many failed login attempts. Please wait 15 minutes and try again.";
    respondWith(429, JSON.stringify({ message: wait }));
    const { history } = await submit("office", "wrong password");
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription(wait);
    expect(history.at(-1)).toBe("/login");
  });

  it('falls back to "Invalid username or password" when the server gives no message', async () => {
    respondWith(401, "");
    await submit("office", "wrong password");
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Invalid username or password");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("asks for the two-step code after a right password, and signs in with it; a wrong code says so and stays", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === "/api/login") return new Response(JSON.stringify({ totpRequired: true }), { status: 200 });
      const { code } = JSON.parse(String(init?.body)) as { code: string };
      return code === "123456"
        ? new Response(
            JSON.stringify({
              message: "Login successful",
              isAuthenticated: true,
              user: { id: 1, username: "office", role: "owner", email: null, twoStepEnabled: true },
            }),
            { status: 200 },
          )
        : new Response(JSON.stringify({ message: "That code is not right." }), { status: 401 });
    });
    const { history, user } = await submit("office", "correct horse battery staple");
    const code = await screen.findByLabelText("Code");
    expect(history.at(-1)).toBe("/login");
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
    expect(history.at(-1)).toBe("/login");
    await user.type(screen.getByLabelText("Code"), "123 456");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await expect.poll(() => history.at(-1)).toBe("/admin");
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(["/api/login", "/api/login/totp", "/api/login/totp"]);
    expect(JSON.parse(String(fetchSpy.mock.calls[2]![1]?.body))).toEqual({ code: "123456" });
  });
});
