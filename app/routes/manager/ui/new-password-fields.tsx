// The two fields of a new password (typed twice), with its rules said up front; the account's address rides along
// hidden, so a password manager files the new password under it.
import { Field } from "~/components/forms/field";

export const PASSWORD_RULES_HINT =
  "At least 12 characters. Not a common password, and not your e-mail address. A few unrelated words work well.";

export function NewPasswordFields({
  email,
  errors,
  label = "New password",
}: {
  email: string;
  errors?: { password?: string; confirm?: string };
  label?: string;
}) {
  return (
    <>
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <Field
        label={label}
        hint={PASSWORD_RULES_HINT}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        required
        error={errors?.password}
      />
      <Field
        label="Type it again"
        name="confirm"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        required
        error={errors?.confirm}
      />
    </>
  );
}
