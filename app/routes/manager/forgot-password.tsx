// /manager-login/forgot-password — "Forgot password?": an address gets a reset link by e-mail, valid for an hour. The
// answer is the same for an address with an account and one without.
import { data, Form, Link, useNavigation } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { RESET_LINK_MINUTES, requestPasswordReset } from "~/.server/auth/password-reset";
import { requestFacts } from "~/.server/runtime/request-context";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { answerOrFailure, SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { ForgotPasswordSchema } from "~/lib/schemas/account";
import type { Route } from "./+types/forgot-password";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";
import { formCardClass, linkClass, SignInAlert, SignInFrame, SignInNotice } from "./ui/sign-in-frame";

export const meta = privatePageMeta(
  "Forgot password",
  "Get a link to choose a new password.",
  "/manager-login/forgot-password",
);

export const headers = privatePageHeaders;

type ForgotResult = { status: "sent"; email: string } | { status: "refused"; error: string; email?: string };

export function loader({ context }: Route.LoaderArgs) {
  return { isMailing: appContextOf(context).notifications.mailHost !== null, linkMinutes: RESET_LINK_MINUTES };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const form = await request.formData().catch(() => null);
  const typed = String(form?.get("email") ?? "").slice(0, 254);
  const parsed = ForgotPasswordSchema.safeParse({ email: form?.get("email") ?? undefined });
  const headers = { "Cache-Control": "no-store" };
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Enter your email address.";
    return data<ForgotResult>({ status: "refused", error, email: typed }, { status: 400, headers });
  }
  const outcome = await requestPasswordReset(app, parsed.data.email, requestFacts(request, context).subject);
  if (outcome === "throttled") {
    return data<ForgotResult>(
      {
        status: "refused",
        error: "Too many reset links were asked for. Please wait an hour and try again.",
        email: parsed.data.email,
      },
      { status: 429, headers },
    );
  }
  return data<ForgotResult>({ status: "sent", email: parsed.data.email }, { headers });
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrFailure(
    serverAction,
    (): ForgotResult => ({ status: "refused", error: "The request did not reach us. Please try again." }),
    SUBMIT_TIMEOUT_MS,
  );
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const isBusy = useNavigation().state !== "idle";
  const { linkMinutes } = loaderData;
  if (!loaderData.isMailing) {
    return (
      <SignInFrame title="Forgot password" intro="This server cannot send e-mail yet, so it cannot send a reset link.">
        <SignInNotice>
          <p>
            Ask an admin of the dashboard to help: they can invite you again, or the operator of the server can set a
            new password with <code>npm run manager -- password</code>.
          </p>
          <p className="mt-2">
            <Link to="/manager-login" className={linkClass}>
              Back to sign in
            </Link>
          </p>
        </SignInNotice>
      </SignInFrame>
    );
  }
  return (
    <SignInFrame
      title="Forgot password"
      intro={`Enter the e-mail address of your account. We send it a link to choose a new password, valid for ${linkMinutes} minutes.`}
    >
      {actionData?.status === "sent" ? (
        <SignInNotice>
          <p>
            If {actionData.email} belongs to a manager account, a link to choose a new password is on its way. It works
            once, for {linkMinutes} minutes. Check your spam folder if it does not arrive in a few minutes.
          </p>
          <p className="mt-2">
            <Link to="/manager-login" className={linkClass}>
              Back to sign in
            </Link>
          </p>
        </SignInNotice>
      ) : (
        <Form method="post" className={formCardClass}>
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            maxLength={254}
            required
            defaultValue={actionData?.email}
            error={actionData?.status === "refused" && actionData.email !== undefined ? actionData.error : undefined}
          />
          <Button type="submit" className="w-full" disabled={isBusy}>
            {isBusy ? "Sending..." : "Send the link"}
          </Button>
          <p className="text-center text-sm">
            <Link to="/manager-login" className={linkClass}>
              Back to sign in
            </Link>
          </p>
        </Form>
      )}
      {actionData?.status === "refused" && actionData.email === undefined ? (
        <SignInAlert>
          <p>{actionData.error}</p>
        </SignInAlert>
      ) : null}
    </SignInFrame>
  );
}
