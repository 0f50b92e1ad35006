import { SmtpSink } from "../../server/test/smtp-sink";
import { expect, test } from "./test";

/** The SMTP server e2e/start-server.sh points the site at (E2E_PORT + 1000), listening while the spec file runs. */
export function smtpSinkForFile(): SmtpSink {
  const sink = SmtpSink.at(Number(process.env.E2E_PORT ?? 5100) + 1000);
  test.beforeAll(() => sink.up());
  test.afterAll(() => sink.down());
  return sink;
}

/** What `pattern` matches in the email to `email` whose subject starts with `subject`, once it has arrived. */
export async function linkIn(sink: SmtpSink, email: string, subject: string, pattern: RegExp): Promise<string> {
  const sent = () => sink.received.find((m) => m.envelopeTo.includes(email) && m.mail.subject?.startsWith(subject));
  await expect.poll(() => sent() !== undefined, { timeout: 15_000 }).toBe(true);
  return pattern.exec(sent()!.mail.text ?? "")![0];
}

/** A suffix no other test run has used, for names and addresses that must not collide. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
