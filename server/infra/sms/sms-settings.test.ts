import { describe, expect, it } from "vitest";
import { loadConfig } from "../../env";

const SMS = { SMS_API_BASE: "https://api.twilio.com", SMS_ACCOUNT_SID: "AC123", SMS_AUTH_TOKEN: "token" };

describe("SMS settings at start", () => {
  it("take a number in E.164 or an 11-character sender ID", () => {
    expect(loadConfig({ ...SMS, SMS_FROM: "+61491570006" }).sms).toMatchObject({ from: "+61491570006", accountSid: "AC123" });
    expect(loadConfig({ ...SMS, SMS_FROM: "Ridgeline" }).sms?.from).toBe("Ridgeline");
  });

  it("refuse a sender that is neither, and a partial set", () => {
    expect(() => loadConfig({ ...SMS, SMS_FROM: "RidgelineWalls" })).toThrow(/SMS_FROM/);
    expect(() => loadConfig({ ...SMS, SMS_FROM: "0491570006" })).toThrow(/SMS_FROM/);
    expect(() => loadConfig({ SMS_API_BASE: "https://api.twilio.com" })).toThrow(
      /SMS_API_BASE, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM together/,
    );
  });

  it("send nothing when unset", () => {
    expect(loadConfig({}).sms).toBeUndefined();
  });
});
