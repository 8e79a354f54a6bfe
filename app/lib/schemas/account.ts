import { z } from "zod";

/** A one-time code from an authenticator app (spaces allowed, as apps show "123 456") or a backup code. */
export const CodeStepSchema = z.object({
  method: z.enum(["totp", "backup"]).default("totp"),
  code: z.string({ error: "Enter the code." }).trim().min(1, "Enter the code.").max(32, "That code is too long."),
  trustDevice: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

export const ForgotPasswordSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "That email address is too long.")
    .pipe(z.email("Enter an email like name@example.com.")),
});

/**
 * A new password typed twice, as read from the form; its rules (length, common, not the address) and the match are
 * checked on the server (app/.server/auth/new-password-form.ts).
 */
export const NewPasswordFormSchema = z.object({
  password: z.string({ error: "Choose a password." }).max(1000, "That password is too long."),
  confirm: z.string({ error: "Type the password again." }).max(1000, "That password is too long."),
});

/** The account page's forms. */
export const AccountActionSchema = z.discriminatedUnion("intent", [
  // The new password itself is read with NewPasswordFormSchema.
  z.object({
    intent: z.literal("change-password"),
    currentPassword: z
      .string({ error: "Enter your current password." })
      .min(1, "Enter your current password.")
      .max(1000),
  }),
  z.object({
    intent: z.literal("two-factor-start"),
    password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(1000),
  }),
  z.object({
    intent: z.literal("two-factor-confirm"),
    code: z.string({ error: "Enter the code." }).trim().min(1, "Enter the code from your app.").max(32),
  }),
  z.object({
    intent: z.literal("two-factor-disable"),
    password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(1000),
  }),
  z.object({ intent: z.literal("sign-out-session"), sessionId: z.string().min(1).max(200) }),
  z.object({ intent: z.literal("sign-out-others") }),
]);

/** The secret in an invitation or reset link: 43 base64url characters (256 bits); anything else is no link of ours. */
export const LinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
