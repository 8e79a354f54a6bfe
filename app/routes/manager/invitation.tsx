// /manager-login/invitation/<token> — an admin's invitation: the invitee chooses their own password here (once,
// within 72 hours) and is signed in.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { AccountError } from "~/.server/auth/accounts";
import { acceptInvitation, findInvitation, type InvitationState } from "~/.server/auth/invitations";
import { type NewPasswordErrors, readNewPassword } from "~/.server/auth/new-password-form";
import { signInManager } from "~/.server/auth/session";
import { requestFacts } from "~/.server/runtime/request-context";
import { Button } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { answerOrFailure, SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { LinkTokenSchema } from "~/lib/schemas/account";
import type { Route } from "./+types/invitation";
import { ROLE_LABELS } from "./ui/manager-header";
import { NewPasswordFields } from "./ui/new-password-fields";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";
import { formCardClass, linkClass, SignInAlert, SignInFrame } from "./ui/sign-in-frame";

export const meta = privatePageMeta("Your invitation", "Choose your dashboard password.", "/manager-login");

export const headers = privatePageHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

type InvitationResult = { status: "invalid"; errors: NewPasswordErrors } | { status: "failed"; error: string };

async function invitationState(db: Parameters<typeof findInvitation>[0], token: string | undefined) {
  const parsed = LinkTokenSchema.safeParse(token);
  return parsed.success ? findInvitation(db, parsed.data) : ({ state: "unknown" } as const);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await invitationState(appContextOf(context).db, params.token);
  return invitation.state === "open"
    ? { state: "open" as const, email: invitation.email, roleLabel: ROLE_LABELS[invitation.role] }
    : { state: invitation.state };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const invitation = await invitationState(app.db, params.token);
  if (invitation.state !== "open") {
    return data<InvitationResult>({ status: "failed", error: ENDED[invitation.state] }, { status: 410 });
  }
  const form = await request.formData().catch(() => null);
  const read = readNewPassword(form, invitation.email);
  if (read.errors) {
    return data<InvitationResult>({ status: "invalid", errors: read.errors }, { status: 400, headers: NO_STORE });
  }
  let accepted: InvitationState;
  try {
    accepted = await acceptInvitation(app, params.token, read.password, requestFacts(request, context).ip);
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return data<InvitationResult>({ status: "failed", error: error.message }, { status: 409, headers: NO_STORE });
  }
  if (accepted.state !== "open") {
    return data<InvitationResult>(
      { status: "failed", error: ENDED[accepted.state] },
      { status: 410, headers: NO_STORE },
    );
  }
  // Signed in as any sign-in is: through Better Auth's handler, its limits and the role check.
  const outcome = await signInManager(app, request, { email: accepted.email, password: read.password });
  const headers = new Headers(NO_STORE);
  if (outcome.status === "success") for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
  throw redirect(outcome.status === "success" ? "/manager-dashboard" : "/manager-login", { headers });
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrFailure(
    serverAction,
    (): InvitationResult => ({ status: "failed", error: "Your password did not reach us. Please try again." }),
    SUBMIT_TIMEOUT_MS,
  );
}

const ENDED: Record<Exclude<InvitationState["state"], "open">, string> = {
  used: "This invitation has been used already. Sign in with the password you chose.",
  withdrawn: "This invitation was withdrawn. Ask your administrator if you still need access.",
  expired: "This invitation has expired: it works for 72 hours. Ask your administrator to send it again.",
  unknown:
    "This invitation link is not valid. It may have been replaced by a newer one; ask your administrator to send it again.",
};

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const isBusy = useNavigation().state !== "idle";
  if (loaderData.state !== "open") {
    return (
      <SignInFrame title="Your invitation" intro={ENDED[loaderData.state]}>
        <p className="mt-6">
          <Link to="/manager-login" className={linkClass}>
            Go to sign in
          </Link>
        </p>
      </SignInFrame>
    );
  }
  return (
    <SignInFrame
      title="Welcome to the manager dashboard"
      intro={`You are invited to the ${SITE_NAME} manager dashboard as ${loaderData.roleLabel}, with the address ${loaderData.email}. Choose your password to start.`}
    >
      <Form method="post" className={formCardClass}>
        <NewPasswordFields
          email={loaderData.email}
          label="Your password"
          errors={actionData?.status === "invalid" ? actionData.errors : undefined}
        />
        <Button type="submit" className="w-full" disabled={isBusy}>
          {isBusy ? "Saving..." : "Set my password and sign in"}
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
