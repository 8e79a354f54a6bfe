import { useId } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { ACCOUNT_EVENT_LABELS } from "~/.server/auth/account-events";
import { setTwoFactorRequired } from "~/.server/auth/account-policy";
import { AccountError } from "~/.server/auth/accounts";
import { loadAdminOverview, resetManagerTwoFactor, revokeManagerAccess } from "~/.server/auth/admin";
import { inviteManager, resendInvitation, withdrawInvitation } from "~/.server/auth/invitations";
import { requireAdmin } from "~/.server/auth/session";
import { siteOriginOf } from "~/.server/runtime/env";
import { requestLogger } from "~/.server/runtime/logger";
import { requestFacts } from "~/.server/runtime/request-context";
import { Button, buttonVariants } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { formatCentralDateTime } from "~/lib/central-time";
import { type AdminActionResult, AdminActionSchema } from "~/lib/schemas/admin";
import type { Route } from "./+types/admin";
import { AccountEventList } from "./ui/account-event-list";
import { ConfirmStep } from "./ui/confirm-step";
import { ManagerHeader, ROLE_LABELS } from "./ui/manager-header";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";

export const meta = privatePageMeta("Admin", "The dashboard's administration.", "/manager-dashboard/admin");

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const admin = await requireAdmin(app, request);
  const overview = await loadAdminOverview(app);
  return {
    admin: { email: admin.user.email, role: admin.role },
    ...overview,
    managers: overview.managers.map((manager) => ({
      ...manager,
      createdAtText: formatCentralDateTime(new Date(manager.createdAt)),
    })),
    invitations: overview.invitations.map(({ expiresAt, createdAt, ...invitation }) => ({
      ...invitation,
      expiresAtText: formatCentralDateTime(expiresAt),
    })),
    events: overview.events.map(({ at, kind, ...event }) => ({
      ...event,
      label: ACCOUNT_EVENT_LABELS[kind],
      at: at.toISOString(),
      atText: formatCentralDateTime(at),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const admin = await requireAdmin(app, request);
  const form = await request.formData().catch(() => null);
  const parsed = AdminActionSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    return answer({ ok: false, error: parsed.error.issues[0]?.message ?? "This request could not be read." }, 400);
  }
  const change = parsed.data;
  const origin = siteOriginOf(app.config);
  const log = (event: string) => requestLogger(request).info({ event, by: admin.user.id }, event);
  try {
    switch (change.intent) {
      case "invite": {
        const sent = await inviteManager(app, change, { id: admin.user.id }, origin);
        log("manager-invited");
        return answer({ ok: true, intent: "invite", ...sent });
      }
      case "resend": {
        const sent = await resendInvitation(app, change.invitationId, origin);
        log("invitation-sent-again");
        return answer({ ok: true, intent: "resend", ...sent });
      }
      case "withdraw": {
        const email = await withdrawInvitation(app.db, change.invitationId);
        if (!email) return answer({ ok: false, error: "This invitation was already accepted or withdrawn." }, 400);
        log("invitation-withdrawn");
        return answer({ ok: true, intent: "withdraw", email });
      }
      case "revoke":
        await revokeManagerAccess(app, change.email, admin.user.email);
        log("manager-revoked");
        return answer({ ok: true, intent: "revoke", email: change.email });
      case "reset-two-factor":
        await resetManagerTwoFactor(app, change.email, {
          id: admin.user.id,
          clientIp: requestFacts(request, context).ip,
        });
        log("two-factor-reset");
        return answer({ ok: true, intent: "reset-two-factor", email: change.email });
      case "policy":
        await setTwoFactorRequired(app.db, change.requireTwoFactor, admin.user.id);
        log(change.requireTwoFactor ? "two-factor-required" : "two-factor-optional");
        return answer({ ok: true, intent: "policy", requireTwoFactor: change.requireTwoFactor });
    }
  } catch (error) {
    if (error instanceof AccountError) return answer({ ok: false, error: error.message }, 400);
    throw error;
  }
}

function answer(result: AdminActionResult, status = 200) {
  return data<AdminActionResult>(result, { status, headers: { "Cache-Control": "no-store" } });
}

const cardClass = "rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6";
const fieldClass = "h-9 rounded-md border border-input bg-background px-3 text-sm";

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, outbox, isNotifying, isMailing, managers, invitations, requireTwoFactor, events, settings } =
    loaderData;
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle";
  const emailId = useId();
  const roleId = useId();
  const policyId = useId();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/manager-dashboard" className={buttonVariants({ variant: "link", className: "px-0" })}>
        <ArrowLeft aria-hidden="true" />
        Back to the dashboard
      </Link>
      <div className="mt-4">
        <ManagerHeader title="Admin" email={admin.email} role={admin.role} />
      </div>

      {actionData ? <ActionResult result={actionData} /> : null}

      <section aria-labelledby="outbox-title" className={`mt-8 ${cardClass}`}>
        <h2 id="outbox-title" className="text-lg font-semibold text-primary">
          E-mail alerts
        </h2>
        {isNotifying ? null : (
          <p className="mt-2 text-sm text-muted-foreground">
            Alerts are off: set SMTP_URL, MAIL_FROM and NOTIFY_EMAIL to receive an e-mail for each new lead.
          </p>
        )}
        <dl className="mt-4 grid grid-cols-3 gap-4 text-center">
          {(
            [
              ["Queued", outbox.queued],
              ["Sent", outbox.sent],
              ["Failing", outbox.failed],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-md border border-border p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        {outbox.lastError ? (
          <p className="mt-4 text-sm">
            <span className="font-semibold">Last error:</span> {outbox.lastError}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="managers-title" className={`mt-8 ${cardClass}`}>
        <h2 id="managers-title" className="text-lg font-semibold text-primary">
          Managers
        </h2>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3">
                  E-mail
                </th>
                <th scope="col" className="pr-3">
                  Role
                </th>
                <th scope="col" className="pr-3">
                  Two-factor
                </th>
                <th scope="col" className="pr-3">
                  Since
                </th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {managers.map((manager) => (
                <tr key={manager.email} className="border-b border-border align-top">
                  <td className="py-2 pr-3 wrap-anywhere">{manager.email}</td>
                  <td className="py-2 pr-3">{manager.role ? ROLE_LABELS[manager.role] : "No access"}</td>
                  <td className="py-2 pr-3">{manager.twoFactorEnabled ? "On" : "Off"}</td>
                  <td className="py-2 pr-3">{manager.createdAtText}</td>
                  <td className="py-2 text-right">
                    <div className="flex flex-wrap justify-end gap-2">
                      {manager.twoFactorEnabled && manager.email !== admin.email ? (
                        <Form method="post" className="inline-grid justify-items-end gap-2">
                          <input type="hidden" name="intent" value="reset-two-factor" />
                          <input type="hidden" name="email" value={manager.email} />
                          <ConfirmStep
                            action="reset-two-factor"
                            label="Reset two-factor"
                            hiddenLabel={`sign-in for ${manager.email}`}
                            title={`Reset two-factor sign-in for ${manager.email}?`}
                            confirmLabel="Reset two-factor sign-in"
                            noScriptConfirm={`Yes, reset two-factor sign-in for ${manager.email}.`}
                            disabled={isBusy}
                          >
                            <p>
                              {manager.email} will sign in with their password alone until they set up two-factor
                              sign-in again.
                            </p>
                            <p>
                              {isMailing
                                ? `${manager.email} is told by e-mail.`
                                : "Nobody is e-mailed: tell them yourself."}
                            </p>
                          </ConfirmStep>
                        </Form>
                      ) : null}
                      {manager.role && manager.email !== admin.email ? (
                        <Form method="post" className="inline-grid justify-items-end gap-2">
                          <input type="hidden" name="intent" value="revoke" />
                          <input type="hidden" name="email" value={manager.email} />
                          <ConfirmStep
                            action="revoke"
                            label="Revoke"
                            hiddenLabel={`access for ${manager.email}`}
                            title={`Revoke access for ${manager.email}?`}
                            confirmLabel="Revoke access"
                            noScriptConfirm={`Yes, revoke access for ${manager.email}.`}
                            disabled={isBusy}
                          >
                            <p>
                              {manager.email} can no longer open the dashboard, and is signed out everywhere at once.
                              The account stays: the operator can give access back with the manager command.
                            </p>
                            <p>Nobody is e-mailed: tell them yourself.</p>
                          </ConfirmStep>
                        </Form>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h3 className="mt-8 font-semibold">Invite a manager</h3>
        <p className="mt-1 text-sm text-muted-foreground">
          {isMailing
            ? "They get an e-mail with a link, valid for 72 hours, to choose their own password."
            : "E-mail is not set up, so you will be shown a link, once, to pass on. It works for 72 hours, and they choose their own password there."}
        </p>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="invite" />
          <div className="grid gap-1.5">
            <label htmlFor={emailId} className="text-sm font-semibold">
              Their e-mail
            </label>
            <input id={emailId} name="email" type="email" required autoComplete="off" className={fieldClass} />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={roleId} className="text-sm font-semibold">
              Role
            </label>
            <select id={roleId} name="role" className={fieldClass}>
              <option value="manager">Manager</option>
              <option value="admin">Admin</option>
            </select>
          </div>
          <Button type="submit" size="sm" disabled={isBusy}>
            Send invitation
          </Button>
        </Form>

        {invitations.length > 0 ? (
          <>
            <h3 className="mt-8 font-semibold">Open invitations</h3>
            <ul className="mt-3 divide-y divide-border text-sm">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <span className="break-all">
                    {invitation.email} ({ROLE_LABELS[invitation.role]}) —{" "}
                    {invitation.isExpired ? "expired" : `link works until ${invitation.expiresAtText}`}
                  </span>
                  <span className="flex gap-2">
                    <Form method="post">
                      <input type="hidden" name="intent" value="resend" />
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <Button type="submit" size="sm" variant="outline" disabled={isBusy}>
                        Send again<span className="sr-only"> to {invitation.email}</span>
                      </Button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="intent" value="withdraw" />
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <Button type="submit" size="sm" variant="outline" disabled={isBusy}>
                        Withdraw<span className="sr-only"> the invitation of {invitation.email}</span>
                      </Button>
                    </Form>
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby="policy-title" className={`mt-8 ${cardClass}`}>
        <h2 id="policy-title" className="text-lg font-semibold text-primary">
          Sign-in policy
        </h2>
        <Form method="post" className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="policy" />
          <label htmlFor={policyId} className="flex items-start gap-2 text-sm">
            <input
              id={policyId}
              type="checkbox"
              name="requireTwoFactor"
              defaultChecked={requireTwoFactor}
              key={String(requireTwoFactor)}
              className="mt-0.5"
            />
            <span>
              <span className="font-semibold">Require two-factor sign-in for every manager.</span> Those without it are
              taken to its set-up after their password, before any dashboard page.
            </span>
          </label>
          <div>
            <Button type="submit" size="sm" variant="outline" disabled={isBusy}>
              Save the policy
            </Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="events-title" className={`mt-8 ${cardClass}`}>
        <h2 id="events-title" className="text-lg font-semibold text-primary">
          Sign-in events
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          The last 90 days: sign-ins, failed attempts, and password and two-factor changes, newest first.
        </p>
        <AccountEventList events={events} />
      </section>

      <section aria-labelledby="settings-title" className={`mt-8 ${cardClass}`}>
        <h2 id="settings-title" className="text-lg font-semibold text-primary">
          Settings
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Set in the server's environment; the operator's manual (docs/operations.md, “Configuration”) explains each.
        </p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[16rem_1fr]">
          {settings.map((setting) => (
            <div key={setting.name} className="contents">
              <dt className="font-semibold text-muted-foreground">{setting.name}</dt>
              <dd>{setting.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** What the admin's last change did, in words. */
function resultText(result: Extract<AdminActionResult, { ok: true }>) {
  switch (result.intent) {
    case "withdraw":
      return `The invitation of ${result.email} is withdrawn; its link no longer works.`;
    case "revoke":
      return `Access revoked for ${result.email}; their sessions have ended.`;
    case "reset-two-factor":
      return `Two-factor sign-in is reset for ${result.email}. They can set it up again from their account page.`;
    case "policy":
      return result.requireTwoFactor
        ? "Every manager now needs two-factor sign-in."
        : "Two-factor sign-in is now each manager's choice.";
    default:
      return `Invitation sent to ${result.email}. The link in it works once, for 72 hours; they choose their own password.`;
  }
}

function ActionResult({ result }: { result: AdminActionResult }) {
  if (!result.ok) {
    return (
      <div role="alert" className="mt-6 rounded-md border border-destructive p-4 text-destructive">
        <p>{result.error}</p>
      </div>
    );
  }
  return (
    <div role="status" className="mt-6 rounded-md border border-border bg-secondary p-4">
      {"link" in result ? (
        <>
          <p className="font-semibold">Invitation ready for {result.email}.</p>
          <p className="mt-1 text-sm">
            E-mail is not set up, so pass this link on to them yourself. It is shown only now, works once, for 72 hours,
            and they choose their own password there:
          </p>
          <p className="mt-2 break-all">
            <code className="rounded bg-background px-1.5 py-0.5">{result.link}</code>
          </p>
        </>
      ) : (
        <p>{resultText(result)}</p>
      )}
    </div>
  );
}
