// /manager-login/two-factor — the second step of signing in, for an account with two-factor sign-in: a code from the
// authenticator app (or one of the backup codes), then on to the page the manager was going to.
import { useId } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { getManager } from "~/.server/auth/session";
import { findCodeStepUser, verifySignInCode } from "~/.server/auth/two-factor";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { answerOrFailure, SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { safeReturnPath, signInHref } from "~/lib/return-path";
import { CodeStepSchema } from "~/lib/schemas/account";
import type { Route } from "./+types/login-two-factor";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";
import { formCardClass, linkClass, SignInAlert, SignInFrame } from "./ui/sign-in-frame";

export const meta = privatePageMeta("Two-factor sign-in", "Enter the code from your app.", "/manager-login/two-factor");

export const headers = privatePageHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

type CodeStepResult = { error: string; hasEnded?: boolean };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const url = new URL(request.url);
  const returnPath = safeReturnPath(url.searchParams.get("redirectTo")) ?? "/manager-dashboard";
  if (await getManager(app, request)) throw redirect(returnPath, { headers: NO_STORE });
  // Without a code step in progress (it lasts 10 minutes), the password comes first.
  if (!(await findCodeStepUser(app, request))) throw redirect(signInHref(returnPath), { headers: NO_STORE });
  return { returnPath, method: url.searchParams.get("method") === "backup" ? "backup" : "totp" } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const form = await request.formData().catch(() => null);
  const returnPath = safeReturnPath(form?.get("redirectTo")) ?? "/manager-dashboard";
  const parsed = CodeStepSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    return data<CodeStepResult>({ error: parsed.error.issues[0]?.message ?? "Enter the code." }, { status: 400 });
  }
  const outcome = await verifySignInCode(app, request, parsed.data);
  switch (outcome.status) {
    case "success": {
      const headers = new Headers(NO_STORE);
      for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
      throw redirect(returnPath, { headers });
    }
    case "invalid":
      return data<CodeStepResult>({ error: outcome.message }, { status: 401, headers: NO_STORE });
    case "ended":
      return data<CodeStepResult>({ error: outcome.message, hasEnded: true }, { status: 401, headers: NO_STORE });
    case "throttled":
      return data<CodeStepResult>({ error: outcome.message }, { status: 429, headers: NO_STORE });
    case "denied":
      return data<CodeStepResult>(
        { error: "You do not have manager privileges.", hasEnded: true },
        { status: 403, headers: NO_STORE },
      );
  }
}

// A lost connection or a proxy's error page keeps the page (and the code typed) with a message.
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrFailure(
    serverAction,
    (): CodeStepResult => ({ error: "The code could not be checked: the connection failed. Please try again." }),
    SUBMIT_TIMEOUT_MS,
  );
}

export default function TwoFactorSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { returnPath, method } = loaderData;
  const isBusy = useNavigation().state !== "idle";
  const trustId = useId();
  const isBackup = method === "backup";
  const switchParams = new URLSearchParams(isBackup ? {} : { method: "backup" });
  if (returnPath !== "/manager-dashboard") switchParams.set("redirectTo", returnPath);
  const switchHref = `/manager-login/two-factor${switchParams.size > 0 ? `?${switchParams}` : ""}`;
  return (
    <SignInFrame
      title="Two-factor sign-in"
      intro={
        isBackup
          ? "Enter one of the backup codes you saved when you set up two-factor sign-in. Each works once."
          : "Enter the 6-digit code your authenticator app shows for this account."
      }
    >
      <Form method="post" className={formCardClass}>
        <input type="hidden" name="redirectTo" value={returnPath} />
        <input type="hidden" name="method" value={method} />
        {isBackup ? (
          <Field
            key="backup"
            label="Backup code"
            name="code"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={32}
            required
            autoFocus
            error={actionData && !actionData.hasEnded ? actionData.error : undefined}
          />
        ) : (
          <Field
            key="totp"
            label="Code"
            hint="6 digits, from your authenticator app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            required
            autoFocus
            error={actionData && !actionData.hasEnded ? actionData.error : undefined}
          />
        )}
        <label htmlFor={trustId} className="flex items-start gap-2 text-sm">
          <input id={trustId} type="checkbox" name="trustDevice" className="mt-0.5" />
          <span>Trust this browser for 30 days (only on a device that is yours alone)</span>
        </label>
        <Button type="submit" className="w-full" disabled={isBusy}>
          {isBusy ? "Checking..." : "Verify"}
        </Button>
        <p className="text-center text-sm">
          <Link to={switchHref} className={linkClass}>
            {isBackup ? "Use your authenticator app instead" : "Use a backup code"}
          </Link>
        </p>
      </Form>
      {actionData?.hasEnded ? (
        <SignInAlert>
          <p>{actionData.error}</p>
          <p className="mt-2">
            <Link to={signInHref(returnPath)} className={linkClass}>
              Sign in again
            </Link>
          </p>
        </SignInAlert>
      ) : null}
    </SignInFrame>
  );
}
