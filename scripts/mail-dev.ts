import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A local SMTP server for development that prints every message it receives. Run `npm run mail:dev`,
 * then start the site with SMTP_URL=smtp://127.0.0.1:1025 (plus MAIL_FROM and LEAD_ALERT_TO).
 */
const port = Number(process.env.MAIL_DEV_PORT ?? 1025);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(", ");
        console.log(
          `\n=== ${new Date().toISOString()} to ${to}\nSubject: ${mail.subject}\nReply-To: ${mail.replyTo?.text ?? ""}\n\n${mail.text ?? ""}`,
        );
        callback();
      },
      (err: Error) => callback(err),
    );
  },
});
server.listen(port, "127.0.0.1", () =>
  console.log(`mail:dev listening on smtp://127.0.0.1:${port}: messages are printed here, nothing is delivered`),
);
