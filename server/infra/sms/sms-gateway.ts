import { createHmac, timingSafeEqual } from "node:crypto";

/** SMS_API_BASE, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: a Twilio-compatible REST API. */
export interface SmsSettings {
  apiBase: string;
  accountSid: string;
  authToken: string;
  /** a dedicated number in E.164, or a registered sender ID of at most 11 letters and digits */
  from: string;
}

export interface OutgoingText {
  to: string;
  body: string;
  /** where the provider posts the message's delivery receipts */
  statusCallback: string;
}

/** What became of one send: accepted (with the provider's message id), refused for now (retry), or refused for good. */
export type SendResult =
  { outcome: "accepted"; sid: string; status: string } | { outcome: "retry"; reason: string } | { outcome: "refused"; reason: string };

export interface SmsGateway {
  send(text: OutgoingText): Promise<SendResult>;
  /** whether a webhook's X-Twilio-Signature is the provider's, over the full URL and the posted form */
  verify(url: string, params: Record<string, string>, signature: string | undefined): boolean;
}

const SEND_TIMEOUT_MS = 15_000;

/**
 * Twilio's request signature: HMAC-SHA1, under the auth token, of the full URL followed by each posted parameter's
 * name and value, sorted by name; base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((joined, key) => joined + key + params[key], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/**
 * The one module that speaks to the SMS provider, with fetch: `POST {base}/2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded, basic auth. A 429 or 5xx answer means "not sent, try later"; any other refusal is final. A send
 * whose answer never came (a timeout after the request went) is reported as refused, never retried: a text must
 * not go twice.
 */
export function smsGateway(settings: SmsSettings): SmsGateway {
  const endpoint = `${settings.apiBase.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    async send({ to, body, statusCallback }) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { Authorization: auth, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body: new URLSearchParams({ To: to, From: settings.from, Body: body, StatusCallback: statusCallback }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        const refusedBeforeSending = (error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
        const reason = `The SMS provider did not answer: ${(error as Error).message}`;
        return refusedBeforeSending ? { outcome: "retry", reason } : { outcome: "refused", reason: `${reason} (it may have been sent)` };
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; status?: string; message?: string };
      if (response.ok && answer.sid) return { outcome: "accepted", sid: answer.sid, status: answer.status ?? "queued" };
      const reason = `The SMS provider answered ${response.status}${answer.message ? `: ${answer.message}` : ""}`;
      return response.status === 429 || response.status >= 500 ? { outcome: "retry", reason } : { outcome: "refused", reason };
    },
    verify(url, params, signature) {
      if (!signature) return false;
      const expected = Buffer.from(twilioSignature(settings.authToken, url, params));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
