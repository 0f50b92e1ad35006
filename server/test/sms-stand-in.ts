import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import twilio from "twilio";

/**
 * A local stand-in for a Twilio-compatible SMS provider, speaking its real protocol: it takes
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` (form-encoded To, From, Body, StatusCallback; basic auth with the
 * account SID and auth token) and answers 201 with the message as Twilio does; it posts delivery receipts to each
 * message's StatusCallback and inbound messages to a webhook, signed with `X-Twilio-Signature` by the `twilio`
 * package's own signer (an implementation independent of ours). Tests can make it answer 429 or 500 first.
 */
export interface StandInMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string;
  receivedAt: Date;
}

export interface SmsStandIn {
  base: string;
  accountSid: string;
  authToken: string;
  /** every message accepted, in order */
  messages: StandInMessage[];
  /** answers the next `count` sends with this status (429, 500...) instead of accepting them */
  failNext(count: number, status: number): void;
  /** POSTs a delivery receipt of a message to its StatusCallback, signed (or with the signature given) */
  report(sid: string, status: string, options?: { signature?: string }): Promise<{ status: number; body: string }>;
  /** POSTs an inbound message to the webhook, as the provider does when someone replies */
  inbound(
    url: string,
    from: string,
    body: string,
    options?: { to?: string; signature?: string },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")))));
    req.on("error", reject);
  });
}

async function postSigned(url: string, params: Record<string, string>, authToken: string, signature?: string) {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Twilio-Signature": signature ?? twilio.getExpectedTwilioSignature(authToken, url, params),
    },
    body: new URLSearchParams(params),
  });
  return { status: response.status, body: await response.text() };
}

export async function startSmsStandIn({
  port = 0,
  accountSid = `AC${randomBytes(16).toString("hex")}`,
  authToken = randomBytes(16).toString("hex"),
}: { port?: number; accountSid?: string; authToken?: string } = {}): Promise<SmsStandIn> {
  const messages: StandInMessage[] = [];
  const failures: number[] = [];
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (req.method !== "POST" || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ code: 20404, message: "Not found", status: 404 }));
      return;
    }
    if (req.headers.authorization !== expectedAuth) {
      res.writeHead(401, { "Content-Type": "application/json" }).end(JSON.stringify({ code: 20003, message: "Authenticate", status: 401 }));
      return;
    }
    const form = await readForm(req);
    const failure = failures.shift();
    if (failure) {
      res
        .writeHead(failure, { "Content-Type": "application/json" })
        .end(JSON.stringify({ code: 20429, message: "Too Many Requests", status: failure }));
      return;
    }
    if (!form.To || !form.Body || !form.From) {
      res
        .writeHead(400, { "Content-Type": "application/json" })
        .end(JSON.stringify({ code: 21604, message: "A 'To' phone number is required.", status: 400 }));
      return;
    }
    const message: StandInMessage = {
      sid: `SM${randomBytes(16).toString("hex")}`,
      to: form.To,
      from: form.From,
      body: form.Body,
      statusCallback: form.StatusCallback ?? "",
      receivedAt: new Date(),
    };
    messages.push(message);
    res.writeHead(201, { "Content-Type": "application/json" }).end(
      JSON.stringify({
        sid: message.sid,
        account_sid: accountSid,
        to: message.to,
        from: message.from,
        body: message.body,
        status: "queued",
        num_segments: "1",
        direction: "outbound-api",
        date_created: message.receivedAt.toUTCString(),
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    accountSid,
    authToken,
    messages,
    failNext(count, status) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    report(sid, status, options = {}) {
      const message = messages.find((m) => m.sid === sid);
      if (!message) throw new Error(`no message ${sid}`);
      const params = {
        MessageSid: sid,
        SmsSid: sid,
        AccountSid: accountSid,
        MessageStatus: status,
        SmsStatus: status,
        To: message.to,
        From: message.from,
      };
      return postSigned(message.statusCallback, params, authToken, options.signature);
    },
    inbound(url, from, body, options = {}) {
      const sid = `SM${randomBytes(16).toString("hex")}`;
      const params = {
        MessageSid: sid,
        SmsSid: sid,
        AccountSid: accountSid,
        From: from,
        To: options.to ?? "+61491570006",
        Body: body,
        NumSegments: "1",
      };
      return postSigned(url, params, authToken, options.signature);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
