/**
 * E-mail: services put mails in the outbox inside their own transaction
 * (`enqueueMail`), and the worker sends them afterwards with retries, over SMTP
 * or, without SMTP_URL, as .eml files for development.
 */
export { enqueueMail, type OutgoingMail } from "./outbox.ts";
export { outboxBacklog } from "./backlog.ts";
export {
  accountMail,
  companyApprovedMail,
  emailChangedMail,
  composeMail,
  registrationAttemptMail,
} from "./templates.ts";
export type { AccountMailKind } from "./texts.ts";
export {
  createMailTransport,
  type MailConfig,
  type MailTransport,
  readMailConfig,
} from "./transport.ts";
export {
  createMailWorker,
  exponentialBackoff,
  type MailWorker,
  type MailWorkerOptions,
} from "./worker.ts";
