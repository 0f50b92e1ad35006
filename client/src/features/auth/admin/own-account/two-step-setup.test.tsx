import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@/components/ui/use-toast";
import { renderWithProviders } from "@/test/render";
import { jsonResponse, sentBody } from "@/test/fetch";
import { TwoStepSetup } from "./two-step-setup";

afterEach(() => {
  vi.restoreAllMocks();
  act(() => dismissToast());
});

describe("two-step sign-in on the account screen", () => {
  it("asks for the password before a QR code is made, and sends nothing without it", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { user } = renderWithProviders(<TwoStepSetup enabled={false} />);
    await user.click(screen.getByRole("button", { name: "Set up two-step sign-in" }));
    expect(await screen.findByText("Please enter your current password")).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    fetchSpy.mockResolvedValueOnce(jsonResponse(200, { secret: "JBSWY3DPEHPK3PXP", otpauthUrl: "otpauth://totp/x", qrSvg: "<svg></svg>" }));
    await user.type(screen.getByLabelText("Your current password"), "my long passphrase");
    await user.click(screen.getByRole("button", { name: "Set up two-step sign-in" }));
    expect(await screen.findByRole("img", { name: "QR code to scan with your authenticator app" })).toBeInTheDocument();
    expect(sentBody(fetchSpy)).toEqual({ currentPassword: "my long passphrase" });
  });

  it("moves or turns it off only with the password and a code, and shows the server's word on a wrong code", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { user } = renderWithProviders(<TwoStepSetup enabled />);
    await user.click(screen.getByRole("button", { name: "Turn it off" }));
    const form = screen.getByRole("button", { name: "Turn off two-step sign-in" }).closest("form")!;
    await user.type(within(form).getByLabelText("Your current password"), "my long passphrase");
    await user.type(within(form).getByLabelText("Code from your authenticator app"), "123456");
    fetchSpy.mockResolvedValueOnce(
      jsonResponse(400, { message: "That code is not right.", errors: { currentCode: "That code is not right. Enter the current code." } }),
    );
    await user.click(within(form).getByRole("button", { name: "Turn off two-step sign-in" }));
    expect(await within(form).findByText("That code is not right. Enter the current code.")).toBeInTheDocument();
    expect(sentBody(fetchSpy)).toEqual({ currentPassword: "my long passphrase", currentCode: "123456" });
    expect((fetchSpy.mock.calls[0]![1] as RequestInit).method).toBe("DELETE");
  });
});
