import { z } from "zod";

const EmailField = z.string().trim().toLowerCase().pipe(z.email("Enter an email like name@example.com."));
const InvitationId = z.uuid({ error: "This invitation could not be found." });

/**
 * The admin area's forms: invite a manager (they choose their own password through a link), send an invitation again
 * or withdraw it, revoke a manager's access, reset a manager's two-factor sign-in, and the two-factor requirement.
 */
export const AdminActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    email: EmailField,
    role: z.enum(["manager", "admin"], { error: "Choose Manager or Admin." }),
  }),
  z.object({ intent: z.literal("resend"), invitationId: InvitationId }),
  z.object({ intent: z.literal("withdraw"), invitationId: InvitationId }),
  // Revoking ends the account's access and sessions at once, and a reset removes its second factor: the form must say
  // it was confirmed (the page's confirm step).
  z.object({
    intent: z.literal("revoke"),
    email: EmailField,
    confirm: z.literal("revoke", { error: "Confirm that you want to revoke this access first. Nothing was changed." }),
  }),
  z.object({
    intent: z.literal("reset-two-factor"),
    email: EmailField,
    confirm: z.literal("reset-two-factor", {
      error: "Confirm that you want to reset this two-factor sign-in first. Nothing was changed.",
    }),
  }),
  z.object({
    intent: z.literal("policy"),
    // A checkbox: "on" when ticked, absent when not.
    requireTwoFactor: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
  }),
]);

export type AdminActionResult =
  | { ok: true; intent: "invite" | "resend"; email: string; mailed: true }
  | { ok: true; intent: "invite" | "resend"; email: string; mailed: false; link: string }
  | { ok: true; intent: "withdraw" | "revoke" | "reset-two-factor"; email: string }
  | { ok: true; intent: "policy"; requireTwoFactor: boolean }
  | { ok: false; error: string };
