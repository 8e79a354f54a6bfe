// The chat's two server ends: the "Leave your details" hand-off, stored as an inquiry with source "chat", and the
// aggregate counts of its steps (chat_counts). Neither writes anything the visitor typed to a log or a count.

import { sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { appContextOf } from "~/.server/app-context";
import type { Database } from "~/.server/db/client";
import { consumeRateLimit, type RateLimit } from "~/.server/db/rate-limit";
import { type ChatCountEvent, chatCounts } from "~/.server/db/schema";
import { type HandoffPoint, isServiceId } from "~/features/chat/analytics-keys";
import { CHAT_LEAD_FIELDS } from "~/features/chat/chat-lead-fields";
import { ChatLeadSchema } from "~/features/chat/chat-lead-schema";
import { services } from "~/features/chat/graph";
import { CENTRAL_TIME_ZONE } from "~/lib/central-time";
import type { FormResult } from "~/lib/schemas/form-result";
import { submitInquiryForm } from "../leads/inquiry-form";

/**
 * The hand-off form: one inquiry (source "chat") holding the conversation so far; the visitor gets a receipt. Never
 * throws.
 */
export function submitChatLead(request: Request, context: Readonly<RouterContextProvider>): Promise<FormResult> {
  const { db } = appContextOf(context);
  return submitInquiryForm(request, context, {
    form: "chat",
    fields: [...CHAT_LEAD_FIELDS, "steps", "handoffFrom"],
    schema: ChatLeadSchema,
    toInquiry: ({ note, handoffFrom, recommendation, ...lead }) => ({
      source: "chat",
      ...lead,
      message: note ?? "",
      // The service the chat recommended (as the server's own replay of the conversation found it): named on the
      // lead's page and in its alert, and counted under its category like a consultation request.
      serviceType: recommendation?.title ?? null,
      category: recommendation?.category ?? (isServiceId(handoffFrom) ? services[handoffFrom].category : null),
    }),
    description: "a chat hand-off",
    sendsReceipt: true,
    afterSave: (lead) => countChatStep(db, { event: "handoff", node: lead.handoffFrom }),
  });
}

/**
 * The beacons of one busy conversation fit easily; a script writing counts in a loop does not. Separate from the
 * forms' limit, so a visitor who clicks through the chat can still send a form.
 */
export const CHAT_COUNT_RATE_LIMIT: RateLimit = { max: 200, windowSeconds: 600 };

/** Counts one beacon from `subject` (RequestFacts.subject); false once the sender is over CHAT_COUNT_RATE_LIMIT. */
export async function admitChatCount(db: Database, subject: string) {
  const decision = await consumeRateLimit(db, `chat-count:${subject}`, CHAT_COUNT_RATE_LIMIT);
  return decision.isAllowed;
}

export type ChatStep = { event: ChatCountEvent; node: HandoffPoint; option?: string };

/** Adds one to today's count (a Central calendar day) of `step`. The caller has checked its keys. */
export async function countChatStep(db: Database, step: ChatStep) {
  await db
    .insert(chatCounts)
    .values({
      day: sql`(now() at time zone ${CENTRAL_TIME_ZONE})::date`,
      event: step.event,
      node: step.node,
      option: step.option ?? "",
      count: 1,
    })
    .onConflictDoUpdate({
      target: [chatCounts.day, chatCounts.event, chatCounts.node, chatCounts.option],
      set: { count: sql`${chatCounts.count} + 1` },
    });
}
