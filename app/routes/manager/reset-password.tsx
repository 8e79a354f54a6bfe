// /manager-login/reset-password/<token> — the link a "Forgot password?" e-mail carries: choose a new password, once,
// within the hour. Setting it ends every session of the account; the manager then signs in with it.
import { data, Form, Link, useNavigation } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { type NewPasswordErrors, readNewPassword } from "~/.server/auth/new-password-form";
import { completePasswordReset, findResetLink, type ResetLinkState } from "~/.server/auth/password-reset";
import { requestFacts } from "~/.server/runtime/request-context";
import { Button } from "~/components/ui/button";
import { answerOrFailure, SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { LinkTokenSchema } from "~/lib/schemas/account";
import type { Route } from "./+types/reset-password";
import { NewPasswordFields } from "./ui/new-password-fields";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";
import { formCardClass, linkClass, SignInAlert, SignInFrame, SignInNotice } from "./ui/sign-in-frame";

export const meta = privatePageMeta("Choose a new password", "Reset your dashboard password.", "/manager-login");

export const headers = privatePageHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

type ResetResult =
  | { status: "done" }
  | { status: "invalid"; errors: NewPasswordErrors }
  | { status: "failed"; error: string };

async function linkState(db: Parameters<typeof findResetLink>[0], token: string | undefined): Promise<ResetLinkState> {
  const parsed = LinkTokenSchema.safeParse(token);
  return parsed.success ? findResetLink(db, parsed.data) : { state: "unknown" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await linkState(appContextOf(context).db, params.token);
  return link.state === "open" ? { state: "open" as const, email: link.email } : { state: link.state };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const link = await linkState(app.db, params.token);
  if (link.state !== "open") return data<ResetResult>({ status: "failed", error: ENDED[link.state] }, { status: 410 });
  const form = await request.formData().catch(() => null);
  const read = readNewPassword(form, link.email);
  if (read.errors)
    return data<ResetResult>({ status: "invalid", errors: read.errors }, { status: 400, headers: NO_STORE });
  const done = await completePasswordReset(app, params.token, read.password, requestFacts(request, context).ip);
  if (done.state !== "done") {
    // Claimed by a second submission between our check and this one.
    const state = done.state === "open" ? "used" : done.state;
    return data<ResetResult>({ status: "failed", error: ENDED[state] }, { status: 410, headers: NO_STORE });
  }
  return data<ResetResult>({ status: "done" }, { headers: NO_STORE });
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrFailure(
    serverAction,
    (): ResetResult => ({ status: "failed", error: "The new password did not reach us. Please try again." }),
    SUBMIT_TIMEOUT_MS,
  );
}

const ENDED: Record<Exclude<ResetLinkState["state"], "open">, string> = {
  used: "This link has been used already. If you still need a new password, ask for another link.",
  expired: "This link has expired: it works for one hour. Ask for a new one.",
  unknown: "This link is not valid. It may be an older link replaced by a newer one; ask for a new one.",
};

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const isBusy = useNavigation().state !== "idle";
  if (actionData?.status === "done") {
    return (
      <SignInFrame
        title="Password changed"
        intro="Your new password is set, and every session of the account has ended."
      >
        <SignInNotice>
          <Link to="/manager-login" className={linkClass}>
            Sign in with your new password
          </Link>
        </SignInNotice>
      </SignInFrame>
    );
  }
  if (loaderData.state !== "open") {
    return (
      <SignInFrame title="Choose a new password" intro={ENDED[loaderData.state]}>
        <p className="mt-6">
          <Link to="/manager-login/forgot-password" className={linkClass}>
            Ask for a new link
          </Link>
        </p>
      </SignInFrame>
    );
  }
  return (
    <SignInFrame
      title="Choose a new password"
      intro={`For ${loaderData.email}. Setting it signs the account out everywhere.`}
    >
      <Form method="post" className={formCardClass}>
        <NewPasswordFields
          email={loaderData.email}
          errors={actionData?.status === "invalid" ? actionData.errors : undefined}
        />
        <Button type="submit" className="w-full" disabled={isBusy}>
          {isBusy ? "Saving..." : "Set the new password"}
        </Button>
      </Form>
      {actionData?.status === "failed" ? (
        <SignInAlert>
          <p>{actionData.error}</p>
        </SignInAlert>
      ) : null}
    </SignInFrame>
  );
}
