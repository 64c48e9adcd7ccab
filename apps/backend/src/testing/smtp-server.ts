import { SMTPServer } from "smtp-server";
import { readMessage } from "../mail/mime-reader.ts";

export interface Received {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, or "" when the mail has none. */
  html: string;
  /** Every header of the message, names in lower case. */
  headers: Map<string, string>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const message = readMessage(Buffer.concat(chunks).toString("utf8"));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === "string")
    throw new Error("the SMTP server has no port");
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
