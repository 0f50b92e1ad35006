import { freePort } from "./free-port";
import { pollUntil } from "./poll-until";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** RCPT TO of the SMTP conversation: who the message really went to */
  envelopeTo: string[];
  raw: string;
  mail: ParsedMail;
}

/**
 * A real SMTP server on a local port that keeps what it receives, parsed. It can be stopped and
 * started again on the same port (SMTP down), and can hold a message before accepting it.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server?: SMTPServer;
  /** while set, DATA is held until it resolves */
  hold?: Promise<void>;
  /** resolves when a message's DATA has arrived (before it is accepted) */
  onDataStarted?: () => void;

  private constructor(readonly port: number) {}

  static async start(port?: number): Promise<SmtpSink> {
    const sink = new SmtpSink(port ?? (await freePort()));
    await sink.up();
    return sink;
  }

  /** A sink for a port known now, to start later with up() (a test file's hooks start and stop it). */
  static at(port: number): SmtpSink {
    return new SmtpSink(port);
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  up(): Promise<void> {
    if (this.server) return Promise.resolve();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          this.onDataStarted?.();
          await this.hold;
          const raw = Buffer.concat(chunks).toString("utf8");
          this.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, mail: await simpleParser(raw) });
          callback();
        });
      },
    });
    return new Promise((resolve) => this.server!.listen(this.port, "127.0.0.1", () => resolve()));
  }

  down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** Waits until `count` messages have arrived (a guard against hanging, not a speed target). */
  async waitFor(count: number, guardMs = 25_000): Promise<ReceivedMail[]> {
    await pollUntil(() => this.received.length >= count, {
      what: () => `${count} messages (got ${this.received.length})`,
      timeoutMs: guardMs,
    });
    return this.received;
  }

  /** The first message to `to` (any recipient when null) whose subject starts with `subject`, once it has arrived. */
  async mailTo(to: string | null, subject: string, guardMs = 25_000): Promise<ReceivedMail> {
    const find = () => this.received.find((m) => (to === null || m.envelopeTo.includes(to)) && m.mail.subject?.startsWith(subject));
    await pollUntil(() => find() !== undefined, { what: () => `a message "${subject}..." to ${to ?? "anyone"}`, timeoutMs: guardMs });
    return find()!;
  }
}
