import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, enumCheck, identityId } from "./columns.ts";
import { LEAD_KINDS } from "./leads.ts";

export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;
/**
 * What an outbox row sends: the alert about a new lead to the firm, a message about a call to its visitor, the
 * firm's note that a visitor cancelled their call, an upload request's link to its agency, when an agency's files
 * arrive the firm's alert and the agency's receipt, a message about a manager's account to its holder (an
 * invitation, a password-reset link, a notice of a password or two-factor change), or the visitor's receipt for a
 * call request, a chat hand-off or a job application.
 */
export const MAIL_KINDS = [
  "lead-alert",
  "call-confirmed",
  "call-declined",
  "call-cancelled",
  "call-cancelled-alert",
  "upload-link",
  "upload-received-alert",
  "upload-receipt",
  "manager-invitation",
  "password-reset",
  "account-notice",
  "lead-receipt",
] as const;
/**
 * What an outbox row is about: a lead, an upload request (its link), a file an agency sent (the first of its batch:
 * the firm's alert and the agency's receipt count the batch's files when they are sent), a manager invitation, a
 * password-reset request, or an account event (the change an account notice reports).
 */
export const OUTBOX_SUBJECT_KINDS = [
  ...LEAD_KINDS,
  "upload-request",
  "upload",
  "manager-invitation",
  "password-reset",
  "account-event",
] as const;
export type OutboxSubjectKind = (typeof OUTBOX_SUBJECT_KINDS)[number];
export type MailKind = (typeof MAIL_KINDS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * E-mail about leads, one row per message and recipient, written in the same transaction as the change that causes
 * it (a transactional outbox) and delivered by the sender in app/.server/mail/outbox-sender.ts. Rows hold no visitor
 * text: the message of its kind is composed from the lead when it is sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: identityId(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull().default("lead-alert"),
    leadKind: text("lead_kind", { enum: OUTBOX_SUBJECT_KINDS }).notNull(),
    leadId: uuid("lead_id").notNull(),
    recipient: text("recipient").notNull(),
    // Stable per lead, so a repeat after a crash between sending and recording it is recognisable as one message.
    messageId: text("message_id").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    // A sender that claimed the row holds it until then; a crashed sender's claim simply runs out.
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("mail_outbox_message_recipient_idx").on(table.messageId, table.recipient),
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    enumCheck("mail_outbox_lead_kind_check", table.leadKind, OUTBOX_SUBJECT_KINDS),
    enumCheck("mail_outbox_kind_check", table.kind, MAIL_KINDS),
    enumCheck("mail_outbox_status_check", table.status, OUTBOX_STATUSES),
  ],
);
export type OutboxRow = typeof mailOutbox.$inferSelect;
