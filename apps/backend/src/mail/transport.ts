import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import nodemailer from "nodemailer";
import { ConfigError } from "../config.ts";
import type { OutgoingMail } from "./outbox.ts";
import { type Logger, silentLogger } from "../observability/index.ts";

/** Where mail goes, read once from the environment. */
export interface MailConfig {
  /** `smtp://user:password@host:587` or `smtps://…:465`; when unset, mails are written as .eml files. */
  smtpUrl: string | undefined;
  /** The From header, e.g. `Dućan <trgovina@dukan.hr>`. */
  from: string;
  /** Folder of the .eml files when there is no SMTP server. */
  mailDir: string;
}

export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined) assertSmtpUrl(smtpUrl);
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || "Dućan <trgovina@dukan.hr>",
    mailDir: env.MAIL_DIR?.trim() || "./var/mail",
  };
}

/** Hands one finished mail to the outside world; throws when it could not. */
export interface MailTransport {
  /** Where mail goes, without credentials, for the start-up log: `SMTP smtp://mail.example.com:587` or `files in var/mail`. */
  readonly target: string;
  send(mail: OutgoingMail): Promise<void>;
  /** Releases the SMTP connection, if any. */
  close(): void;
}

/**
 * Timeouts of one SMTP exchange, well under the worker's lease on a mail, so a
 * hanging server fails the attempt instead of holding it (nodemailer waits up
 * to 10 minutes by default). A `?socketTimeout=` in SMTP_URL overrides them.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createMailTransport(config: MailConfig, log: Logger = silentLogger): MailTransport {
  return config.smtpUrl === undefined
    ? fileTransport(config, log)
    : smtpTransport(config.smtpUrl, config.from);
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const url = new URL(smtpUrl);
  return {
    target: `SMTP ${url.protocol}//${url.host}`,
    send: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}

/** Development and demo: every mail becomes `<mailDir>/<time>-<random>.eml`, readable by any mail client. */
function fileTransport(config: MailConfig, log: Logger): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  return {
    target: `files in ${shown(config.mailDir)}`,
    send: async (mail) => {
      const { message } = await composer.sendMail({ from: config.from, ...mail });
      if (!Buffer.isBuffer(message))
        throw new Error("nodemailer returned a stream instead of a buffer");
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = join(config.mailDir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      // The body holds secret links: readable by the shop's user only. The folder is made when
      // a write finds it missing (at the first mail, or after someone removed it), not at each mail.
      const write = () => writeFile(file, message, { flag: "wx", mode: 0o600 });
      try {
        await write();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        await mkdir(config.mailDir, { recursive: true });
        await write();
      }
      log.info({ module: "mail" }, `wrote ${shown(file)} (to ${mail.to})`);
    },
    close: () => composer.close(),
  };
}

/** A path as the operator would type it: relative to the working folder when inside it. */
function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside && !inside.startsWith("..") && !isAbsolute(inside) ? inside : path;
}

function assertSmtpUrl(value: string): void {
  if (!URL.canParse(value))
    throw new ConfigError(
      "SMTP_URL is not a valid URL (expected smtp://user:password@host:587 or smtps://…:465)",
    );
  const { protocol } = new URL(value);
  if (protocol !== "smtp:" && protocol !== "smtps:")
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//`);
}
