import { z } from "zod";

/** The admin area's forms: invite a manager (an account with a one-time password), revoke one's access. */
export const AdminActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    email: z.string().trim().toLowerCase().pipe(z.email("Enter an email like name@example.com.")),
    role: z.enum(["manager", "admin"], { error: "Choose Manager or Admin." }),
  }),
  z.object({
    intent: z.literal("revoke"),
    email: z.string().trim().toLowerCase().pipe(z.email("Enter an email like name@example.com.")),
    // Ends the account's access and sessions at once: the form must say it was confirmed.
    confirm: z.literal("revoke", { error: "Confirm that you want to revoke this access first. Nothing was changed." }),
  }),
]);

export type AdminActionResult =
  | { ok: true; intent: "invite"; email: string; password: string }
  | { ok: true; intent: "revoke"; email: string }
  | { ok: false; error: string };
