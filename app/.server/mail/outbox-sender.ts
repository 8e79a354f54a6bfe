// Delivers the mail outbox (outbox.ts): claims due messages, composes each of its kind from the database, sends it over SMTP and
// records the outcome. Runs in every server; the claim makes each alert one server's alone. It polls, and is nudged
// right after a lead is stored, so an alert normally leaves within a second.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { applications, inquiries, type OutboxRow } from "../db/schema.ts";
import { logger } from "../runtime/logger.ts";
import { redactError } from "../runtime/redact-error.ts";
import { composeAccountNotice, composeInvitationMail, composeResetMail } from "./account-mail.ts";
import { CALL_MAIL_SUPERSEDED, composeCallCancelledAlert, composeCallMail } from "./call-mail.ts";
import { type AlertLead, composeLeadAlert } from "./lead-alert.ts";
import type { Composed, FirmDetailsSource } from "./message.ts";
import { abandonAlert, claimDueAlerts, markAlertFailed, markAlertSent } from "./outbox.ts";
import { composeLeadReceipt } from "./receipt-mail.ts";
import { describeMailError, type Mailer } from "./transport.ts";
import { composeUploadLinkMail } from "./upload-link-mail.ts";
import { composeUploadReceipt, composeUploadReceivedAlert } from "./upload-received-mail.ts";

export type OutboxSender = {
  /** Looks for due alerts now instead of at the next poll. */
  nudge: () => void;
  /** Delivers what is due now; resolves with the number of alerts attempted. */
  runOnce: () => Promise<number>;
  /** Stops polling and waits for a delivery in progress. */
  stop: () => Promise<void>;
};

export type OutboxSenderOptions = {
  db: Database;
  mailer: Mailer;
  /** The site's public origin, for the link to the details page. */
  publicUrl: string;
  /** The firm's details the messages to visitors and agencies name and are signed with. */
  firmDetails: FirmDetailsSource;
  pollMs?: number;
};

const BATCH = 10;
/** The kinds sent to the firm's own addresses; the others go to visitors and agencies. */
const FIRM_KINDS = new Set<OutboxRow["kind"]>(["lead-alert", "call-cancelled-alert", "upload-received-alert"]);
/** Why a row whose message is no longer due was dropped, by kind (shown to the admin). */
const ABANDONED: Record<OutboxRow["kind"], string> = {
  "lead-alert": "The lead no longer exists.",
  "upload-link": "The upload request was revoked or expired before the e-mail was sent.",
  "call-confirmed": CALL_MAIL_SUPERSEDED,
  "call-declined": CALL_MAIL_SUPERSEDED,
  "call-cancelled": CALL_MAIL_SUPERSEDED,
  "call-cancelled-alert": "The call was no longer cancelled when this e-mail was due.",
  "upload-received-alert": "The files were removed before this e-mail was due.",
  "upload-receipt": "The files were removed before this e-mail was due.",
  "manager-invitation": "The invitation was withdrawn, accepted or expired before the e-mail was sent.",
  "password-reset": "The reset link was used or expired before the e-mail was sent.",
  "account-notice": "The account event no longer exists.",
  "lead-receipt": "The lead no longer exists.",
};

export function startOutboxSender({
  db,
  mailer,
  publicUrl,
  firmDetails,
  pollMs = 5_000,
}: OutboxSenderOptions): OutboxSender {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let isStopped = false;
  let isNudged = false;

  const deliver = async (row: OutboxRow) => {
    const composed = await compose(db, row, publicUrl, firmDetails);
    if (!composed) {
      await abandonAlert(db, row.id, ABANDONED[row.kind]);
      return;
    }
    try {
      await mailer.send({ to: row.recipient, messageId: row.messageId, ...composed });
    } catch (error) {
      const reason = describeMailError(error);
      logger.warn(
        { alert: row.id, kind: row.kind, attempt: row.attempts, reason },
        FIRM_KINDS.has(row.kind) ? "lead alert not delivered" : "visitor e-mail not delivered",
      );
      await markAlertFailed(db, row, reason);
      return;
    }
    await markAlertSent(db, row.id);
  };

  const runOnce = async () => {
    let attempted = 0;
    for (;;) {
      const rows = await claimDueAlerts(db, BATCH);
      for (const row of rows) await deliver(row);
      attempted += rows.length;
      if (rows.length < BATCH || isStopped) return attempted;
    }
  };

  const schedule = (delay: number) => {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  };

  const tick = () => {
    if (running) {
      isNudged = true;
      return;
    }
    running = runOnce()
      .catch((error) => {
        logger.error({ err: redactError(error) }, "the mail outbox could not be read");
        return 0;
      })
      .finally(() => {
        running = null;
        if (isNudged) {
          isNudged = false;
          schedule(0);
        } else schedule(pollMs);
      });
  };

  schedule(0);
  return {
    nudge: () => schedule(0),
    runOnce: async () => {
      while (running) await running;
      return runOnce();
    },
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running;
      mailer.close();
    },
  };
}

/**
 * A row's message, composed from the database now, or null when there is nothing to send any more (the lead is
 * gone, a call's state moved on, an upload request was revoked or expired). A new kind is one more case here.
 */
async function compose(
  db: Database,
  row: OutboxRow,
  publicUrl: string,
  firmDetails: FirmDetailsSource,
): Promise<Composed | null> {
  switch (row.kind) {
    case "lead-alert": {
      const lead = await loadLead(db, row);
      return lead ? composeLeadAlert(lead, publicUrl) : null;
    }
    case "call-confirmed":
    case "call-declined":
    case "call-cancelled":
      return composeCallMail(db, row, publicUrl, await firmDetails());
    case "call-cancelled-alert":
      return composeCallCancelledAlert(db, row, publicUrl);
    case "upload-link":
      return composeUploadLinkMail(db, row, publicUrl, await firmDetails());
    case "upload-received-alert":
      return composeUploadReceivedAlert(db, row, publicUrl);
    case "upload-receipt":
      return composeUploadReceipt(db, row, await firmDetails());
    case "manager-invitation":
      return composeInvitationMail(db, row, publicUrl, await firmDetails());
    case "password-reset":
      return composeResetMail(db, row, publicUrl, await firmDetails());
    case "account-notice":
      return composeAccountNotice(db, row, await firmDetails());
    case "lead-receipt":
      return composeLeadReceipt(db, row, await firmDetails());
  }
}

async function loadLead(db: Database, row: OutboxRow): Promise<AlertLead | null> {
  if (row.leadKind === "application") {
    const { id, fullName, role, createdAt } = applications;
    const [found] = await db.select({ id, fullName, role, createdAt }).from(applications).where(eq(id, row.leadId));
    return found ? { kind: "application", ...found } : null;
  }
  const { id, source, name, serviceType, createdAt } = inquiries;
  const [found] = await db
    .select({ id, source, name, serviceType, createdAt })
    .from(inquiries)
    .where(eq(id, row.leadId));
  return found ? { kind: "inquiry", ...found } : null;
}
