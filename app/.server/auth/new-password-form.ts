// Reading a new password typed twice (an invitation, a reset link, the account page): it must meet the rules for the
// account's address, and the second typing must match. Errors come back by field name, both at once.
import { NewPasswordFormSchema } from "~/lib/schemas/account";
import { passwordProblem } from "./password-rules.ts";

export type NewPasswordErrors = { password?: string; confirm?: string };

/** The new password, or the errors to show beside its fields. */
export function readNewPassword(
  form: FormData | null,
  email: string,
): { password: string; errors?: undefined } | { password?: undefined; errors: NewPasswordErrors } {
  const parsed = NewPasswordFormSchema.safeParse({
    password: form?.get("password") ?? undefined,
    confirm: form?.get("confirm") ?? undefined,
  });
  if (!parsed.success) return { errors: { password: parsed.error.issues[0]?.message ?? "Choose a password." } };
  const errors: NewPasswordErrors = {};
  const problem = passwordProblem(parsed.data.password, email);
  if (problem) errors.password = problem;
  if (parsed.data.confirm !== parsed.data.password) errors.confirm = "The two passwords are not the same.";
  return errors.password || errors.confirm ? { errors } : { password: parsed.data.password };
}
