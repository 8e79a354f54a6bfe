// /manager-dashboard/account — every manager's own account: change the password, two-factor sign-in (set up with a
// QR code drawn on the server, or turned off with the password), and the account's sessions. It is also where a
// manager is sent first when their account has set-up to do (a password someone else chose; two-factor sign-in the
// admin requires), and from where they go on to the page they asked for.
import { useId } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { endOtherSessions, endSession, listSessions } from "~/.server/auth/account-sessions";
import { type NewPasswordErrors, readNewPassword } from "~/.server/auth/new-password-form";
import { changePassword } from "~/.server/auth/password-change";
import { type Manager, requireManagerForAccount } from "~/.server/auth/session";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  findTwoFactorSetup,
  type SetupAnswer,
  startTwoFactorSetup,
} from "~/.server/auth/two-factor";
import { Field } from "~/components/forms/field";
import { Button, buttonVariants } from "~/components/ui/button";
import { SITE_NAME } from "~/content/site";
import { formatCentralDateTime } from "~/lib/central-time";
import { safeReturnPath } from "~/lib/return-path";
import { AccountActionSchema } from "~/lib/schemas/account";
import type { Route } from "./+types/account";
import { ManagerHeader } from "./ui/manager-header";
import { NewPasswordFields } from "./ui/new-password-fields";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";

export const meta = privatePageMeta(
  "Your account",
  "Password, two-factor sign-in and sessions.",
  "/manager-dashboard/account",
);

export const headers = privatePageHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const { manager, setup } = await requireManagerForAccount(app, request);
  const returnPath = safeReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  const twoFactorSetup = manager.twoFactorEnabled ? null : await findTwoFactorSetup(app, manager.user, SITE_NAME);
  const sessions = setup ? [] : await listSessions(app.db, manager.user.id, manager.sessionId);
  return {
    email: manager.user.email,
    role: manager.role,
    setup,
    returnPath,
    twoFactorEnabled: manager.twoFactorEnabled,
    twoFactorSetup: twoFactorSetup && { qrSvg: twoFactorSetup.qrSvg, secretText: twoFactorSetup.secretText },
    sessions: sessions.map((session) => ({
      id: session.id,
      device: session.device,
      clientIp: session.clientIp,
      isCurrent: session.isCurrent,
      signedInText: formatCentralDateTime(session.signedInAt),
      lastActiveText: formatCentralDateTime(session.lastActiveAt),
    })),
  };
}

type AccountResult =
  | { intent: "change-password"; ok: true }
  | { intent: "change-password"; ok: false; errors: NewPasswordErrors & { currentPassword?: string } }
  | { intent: "two-factor-confirm"; ok: true; backupCodes: string[] }
  | { intent: "two-factor-start" | "two-factor-confirm" | "two-factor-disable"; ok: boolean; error?: string }
  | { intent: "sign-out-session" | "sign-out-others"; ok: true; count: number }
  | { intent: "form"; ok: false; error: string };

function answer(result: AccountResult, status = 200, cookies: string[] = []) {
  const headers = new Headers(NO_STORE);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return data<AccountResult>(result, { status, headers });
}

function setupAnswer(intent: "two-factor-start" | "two-factor-disable", result: SetupAnswer) {
  if (result.status === "done") return answer({ intent, ok: true }, 200, result.cookies);
  return answer({ intent, ok: false, error: result.message }, result.status === "throttled" ? 429 : 400);
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const { manager, setup } = await requireManagerForAccount(app, request);
  const form = await request.formData().catch(() => null);
  const parsed = AccountActionSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    return answer(
      { intent: "form", ok: false, error: parsed.error.issues[0]?.message ?? "This request could not be read." },
      400,
    );
  }
  const change = parsed.data;
  const user = { id: manager.user.id, email: manager.user.email };
  switch (change.intent) {
    case "change-password": {
      const read = readNewPassword(form, user.email);
      if (read.errors) return answer({ intent: change.intent, ok: false, errors: read.errors }, 400);
      const result = await changePassword(app, request, user, change.currentPassword, read.password);
      if (result.status !== "done") {
        const status = result.status === "throttled" ? 429 : 400;
        return answer({ intent: change.intent, ok: false, errors: { currentPassword: result.message } }, status);
      }
      // A required change done: on to the page the manager asked for (or the next set-up step).
      if (setup === "password") throw continueTo(request, result.cookies);
      return answer({ intent: change.intent, ok: true }, 200, result.cookies);
    }
    case "two-factor-start":
      return setupAnswer(change.intent, await startTwoFactorSetup(app, request, change.password));
    case "two-factor-confirm": {
      const result = await confirmTwoFactorSetup(app, request, user, change.code);
      if (result.status !== "done") {
        return answer(
          { intent: change.intent, ok: false, error: result.message },
          result.status === "throttled" ? 429 : 400,
        );
      }
      return answer({ intent: change.intent, ok: true, backupCodes: result.backupCodes ?? [] }, 200, result.cookies);
    }
    case "two-factor-disable":
      return setupAnswer(change.intent, await disableTwoFactor(app, request, user, change.password));
    case "sign-out-session": {
      if (change.sessionId === manager.sessionId) {
        return answer({ intent: "form", ok: false, error: "To sign out this browser, use Sign Out at the top." }, 400);
      }
      const ended = await endSession(app.db, user.id, change.sessionId);
      return answer({ intent: change.intent, ok: true, count: ended ? 1 : 0 });
    }
    case "sign-out-others":
      return answer({
        intent: change.intent,
        ok: true,
        count: await endOtherSessions(app.db, user.id, manager.sessionId),
      });
  }
}

/** The redirect to the page the account set-up was interrupting (or the dashboard), with the new session cookie. */
function continueTo(request: Request, cookies: string[]) {
  const headers = new Headers(NO_STORE);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  const returnPath = safeReturnPath(new URL(request.url).searchParams.get("redirectTo")) ?? "/manager-dashboard";
  return redirect(returnPath, { headers });
}

const cardClass = "rounded-lg border border-border bg-card p-6 shadow-sm";

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, role, setup, returnPath } = loaderData;
  const backupCodes =
    actionData?.intent === "two-factor-confirm" && "backupCodes" in actionData ? actionData.backupCodes : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {setup ? null : (
        <Link to="/manager-dashboard" className={buttonVariants({ variant: "link", className: "px-0 print:hidden" })}>
          Back to the dashboard
        </Link>
      )}
      <div className="mt-4">
        <ManagerHeader title="Your account" email={email} role={role as Manager["role"]} />
      </div>
      {actionData?.intent === "form" ? (
        <p role="alert" className="mt-6 rounded-md border border-destructive p-4 text-destructive">
          {actionData.error}
        </p>
      ) : null}
      {backupCodes ? (
        <BackupCodes codes={backupCodes} continueTo={setup ? null : (returnPath ?? null)} />
      ) : setup === "password" ? (
        <PasswordSection
          email={email}
          result={actionData}
          intro="Your password was chosen by someone else. Choose your own before you continue: your current password is the one you just signed in with."
        />
      ) : setup === "two-factor" ? (
        <TwoFactorSection
          loaderData={loaderData}
          result={actionData}
          intro="Your administrator requires two-factor sign-in for every manager. Set it up to continue."
        />
      ) : (
        <>
          <PasswordSection email={email} result={actionData} />
          <TwoFactorSection loaderData={loaderData} result={actionData} />
          <SessionsSection sessions={loaderData.sessions} result={actionData} />
        </>
      )}
    </div>
  );
}

type SectionResult = Route.ComponentProps["actionData"];

function ResultLine({ result, intent }: { result: SectionResult; intent: string }) {
  if (!result || result.intent !== intent || !("error" in result) || !result.error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {result.error}
    </p>
  );
}

function PasswordSection({ email, result, intro }: { email: string; result: SectionResult; intro?: string }) {
  const isBusy = useNavigation().state !== "idle";
  const errors = result?.intent === "change-password" && !result.ok ? result.errors : undefined;
  const isDone = result?.intent === "change-password" && result.ok;
  return (
    <section aria-labelledby="password-title" className={`mt-8 ${cardClass} print:hidden`}>
      <h2 id="password-title" className="text-lg font-semibold text-primary">
        {intro ? "Choose your own password" : "Change your password"}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {intro ?? "Changing it signs your account out of every other browser."}
      </p>
      {isDone ? (
        <p role="status" className="mt-4 rounded-md bg-secondary p-3 text-sm">
          Your password is changed. Every other session of your account has ended.
        </p>
      ) : null}
      <Form method="post" className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="change-password" />
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          required
          error={errors?.currentPassword}
        />
        <NewPasswordFields email={email} errors={errors} />
        <div>
          <Button type="submit" disabled={isBusy}>
            {intro ? "Save my password" : "Change password"}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function TwoFactorSection({
  loaderData,
  result,
  intro,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  result: SectionResult;
  intro?: string;
}) {
  const isBusy = useNavigation().state !== "idle";
  const { twoFactorEnabled, twoFactorSetup } = loaderData;
  const passwordId = useId();
  return (
    <section aria-labelledby="two-factor-title" className={`mt-8 ${cardClass} print:hidden`}>
      <h2 id="two-factor-title" className="text-lg font-semibold text-primary">
        Two-factor sign-in
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {intro ??
          (twoFactorEnabled
            ? "On: signing in asks for a code from your authenticator app after your password."
            : "Off. With it on, signing in also asks for a code from an authenticator app on your phone, so a stolen password alone is not enough.")}
      </p>
      {result?.intent === "two-factor-disable" && result.ok ? (
        <p role="status" className="mt-4 rounded-md bg-secondary p-3 text-sm">
          Two-factor sign-in is off.
        </p>
      ) : null}
      {twoFactorEnabled ? (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="two-factor-disable" />
          <Field
            id={passwordId}
            label="Your password, to turn it off"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            required
          />
          <ResultLine result={result} intent="two-factor-disable" />
          <div>
            <Button type="submit" variant="outline" disabled={isBusy}>
              Turn off two-factor sign-in
            </Button>
          </div>
        </Form>
      ) : twoFactorSetup ? (
        <div className="mt-4 grid gap-4">
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            <li>Open an authenticator app on your phone (any app that shows 6-digit codes).</li>
            <li>Scan this QR code with it, or type the key below into it.</li>
            <li>Enter the code the app then shows.</li>
          </ol>
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="size-48 rounded-md border border-border bg-white p-2"
            // The SVG is drawn on this server from the secret (qrcode); it holds no text from anyone.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: markup made by the server, see above
            dangerouslySetInnerHTML={{ __html: twoFactorSetup.qrSvg }}
          />
          <p className="text-sm">
            Key: <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono">{twoFactorSetup.secretText}</code>
          </p>
          <Form method="post" className="grid gap-3">
            <input type="hidden" name="intent" value="two-factor-confirm" />
            <Field
              label="Code from the app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={32}
              required
              error={result?.intent === "two-factor-confirm" && !result.ok ? result.error : undefined}
            />
            <div>
              <Button type="submit" disabled={isBusy}>
                Turn on two-factor sign-in
              </Button>
            </div>
          </Form>
        </div>
      ) : (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="two-factor-start" />
          <Field
            label="Your password, to begin"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            required
            error={result?.intent === "two-factor-start" && !result.ok ? result.error : undefined}
          />
          <div>
            <Button type="submit" disabled={isBusy}>
              Set up two-factor sign-in
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}

function BackupCodes({ codes, continueTo }: { codes: string[]; continueTo: string | null }) {
  const text = `Backup codes for the ${SITE_NAME} manager dashboard. Each works once.\n\n${codes.join("\n")}\n`;
  return (
    <section aria-labelledby="backup-title" className={`mt-8 ${cardClass}`}>
      <h2 id="backup-title" className="text-lg font-semibold text-primary" tabIndex={-1}>
        Two-factor sign-in is on: save your backup codes
      </h2>
      <p className="mt-1 text-sm">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown
        only now: download or print them, and keep them somewhere safe.
      </p>
      <ol className="mt-4 grid grid-cols-2 gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="dashboard-backup-codes.txt"
          className={buttonVariants({ variant: "outline" })}
        >
          Download
        </a>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          Print
        </Button>
        <Link to={continueTo ?? "/manager-dashboard/account"} className={buttonVariants()}>
          {continueTo ? "Continue" : "Done"}
        </Link>
      </div>
    </section>
  );
}

function SessionsSection({
  sessions,
  result,
}: {
  sessions: Route.ComponentProps["loaderData"]["sessions"];
  result: SectionResult;
}) {
  const isBusy = useNavigation().state !== "idle";
  const others = sessions.filter((session) => !session.isCurrent);
  return (
    <section aria-labelledby="sessions-title" className={`mt-8 ${cardClass} print:hidden`}>
      <h2 id="sessions-title" className="text-lg font-semibold text-primary">
        Where you are signed in
      </h2>
      {result?.intent === "sign-out-session" || result?.intent === "sign-out-others" ? (
        <p role="status" className="mt-3 rounded-md bg-secondary p-3 text-sm">
          {result.count === 1 ? "1 session signed out." : `${result.count} sessions signed out.`}
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-border text-sm">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold">
                {session.device}
                {session.isCurrent ? <span className="font-normal text-muted-foreground"> — this browser</span> : null}
              </p>
              <p className="text-muted-foreground">
                {session.clientIp ?? "Unknown address"} · signed in {session.signedInText} · last active{" "}
                {session.lastActiveText}
              </p>
            </div>
            {session.isCurrent ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="sign-out-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <Button type="submit" size="sm" variant="outline" disabled={isBusy}>
                  Sign out
                  <span className="sr-only">
                    {" "}
                    {session.device}, last active {session.lastActiveText}
                  </span>
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sign-out-others" />
          <Button type="submit" variant="outline" disabled={isBusy}>
            Sign out everywhere else
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">You are signed in nowhere else.</p>
      )}
    </section>
  );
}
