import { createECDH, type ECDH, randomBytes } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
// http_ece is what web-push encrypts with; a device decrypts the same way (RFC 8188, RFC 8291)
import ece from "http_ece";

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** the message, decrypted with the device's keys */
  message: unknown;
  at: number;
}

/** A device's side of a push subscription: its ECDH key pair and auth secret, as a browser makes them. */
export class FakeDevice {
  readonly ecdh: ECDH = createECDH("prime256v1");
  readonly auth = randomBytes(16);
  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }
  /** The browser's PushSubscription JSON. */
  subscription() {
    return {
      endpoint: this.endpoint,
      keys: { p256dh: this.ecdh.getPublicKey().toString("base64url"), auth: this.auth.toString("base64url") },
    };
  }
  decrypt(body: Buffer): unknown {
    return JSON.parse(ece.decrypt(body, { version: "aes128gcm", privateKey: this.ecdh, authSecret: this.auth }).toString("utf8"));
  }
}

/**
 * A local push service stand-in: devices get endpoints on it, it answers each POST with the status queued for that
 * endpoint (201 otherwise), and it decrypts what it accepts with the device's keys, as the device would.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  /** every request, whatever it was answered */
  readonly requests: { path: string; status: number }[] = [];
  private readonly devices = new Map<string, FakeDevice>();
  private readonly answers = new Map<string, number[]>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<PushServiceStandIn> {
    const ready: { standIn?: PushServiceStandIn } = {};
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => ready.standIn!.answer(req.url ?? "/", req.headers, Buffer.concat(chunks), res));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    ready.standIn = new PushServiceStandIn(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return ready.standIn;
  }

  newDevice(): FakeDevice {
    const device = new FakeDevice(`${this.origin}/push/${randomBytes(8).toString("hex")}`);
    this.devices.set(new URL(device.endpoint).pathname, device);
    return device;
  }

  /** The next requests to this device's endpoint are answered with these statuses, in turn. */
  answerWith(device: FakeDevice, ...statuses: number[]) {
    this.answers.set(new URL(device.endpoint).pathname, statuses);
  }

  pushesTo(device: FakeDevice): ReceivedPush[] {
    const path = new URL(device.endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  private answer(path: string, headers: ReceivedPush["headers"], body: Buffer, res: ServerResponse) {
    const status = this.answers.get(path)?.shift() ?? 201;
    this.requests.push({ path, status });
    const device = this.devices.get(path);
    if (status === 201 && device) this.received.push({ path, headers, message: device.decrypt(body), at: Date.now() });
    res.writeHead(status).end();
  }

  down(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
