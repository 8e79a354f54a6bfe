import { z } from "zod";
import { LEAD_OUTCOMES } from "~/lib/lead-outcomes";

export const MAX_NOTE_CHARS = 5000;

/**
 * What a call step carries once the manager has been told that another call has the time: that time (ISO), so the
 * answer to one warning never waves another time through.
 */
const allowTakenField = z.iso.datetime().optional();

/** The forms on a lead's details page: assign an owner, add a note, set the outcome, delete (admins). */
export const LeadRecordActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("assign"),
    // A user id, or empty for nobody.
    ownerId: z
      .string()
      .trim()
      .max(200)
      .transform((value) => value || null),
  }),
  z.object({
    intent: z.literal("note"),
    body: z
      .string()
      .trim()
      .min(1, "Write the note first.")
      .max(MAX_NOTE_CHARS, `A note holds at most ${MAX_NOTE_CHARS} characters.`)
      .refine((value) => !value.includes("\u0000"), "This note holds characters we cannot store."),
  }),
  z.object({ intent: z.literal("outcome"), outcome: z.enum(LEAD_OUTCOMES) }),
  z.object({ intent: z.literal("delete"), confirm: z.literal("delete", { error: "Confirm the deletion first." }) }),
  // A call request: confirm one of the visitor's slots, propose another time (a Central date and minutes after
  // midnight), or decline. `allowTaken` is the manager's answer to the warning that another call has the time.
  z.object({
    intent: z.literal("call-confirm"),
    slot: z.iso.datetime({ error: "Choose one of the visitor's times." }),
    allowTaken: allowTakenField,
  }),
  z.object({
    intent: z.literal("call-propose"),
    date: z.iso.date({ error: "Choose a date." }),
    time: z.coerce.number({ error: "Choose a time." }).int().min(0).max(1439),
    allowTaken: allowTakenField,
  }),
  // Declining e-mails the visitor and closes the request for good: the form must say it was confirmed.
  z.object({
    intent: z.literal("call-decline"),
    confirm: z.literal("call-decline", { error: "Confirm that you want to decline the call first." }),
  }),
]);
export type LeadRecordAction = z.infer<typeof LeadRecordActionSchema>;

/** What a manager reads when a change did not reach the server or the server could not save it. */
export const CHANGE_NOT_SAVED = "The change could not be saved. Please try again.";

/**
 * Other calls already set for the time a manager chose (`start`, ISO), and the words of the button that chooses it
 * all the same.
 */
export type TakenTime = { start: string; again: string; calls: { id: string; name: string; state: string }[] };

export type LeadRecordActionResult =
  | { ok: true; intent: LeadRecordAction["intent"] }
  /**
   * signInHref: the change was refused because the session ended; the sign-in that returns to the page. taken: the
   * time chosen for a call is another call's (TakenTime).
   */
  | { ok: false; intent?: string; error: string; signInHref?: string; taken?: TakenTime };
