import { useId } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { AccountError } from "~/.server/auth/accounts";
import { inviteManager, loadAdminOverview, revokeManagerAccess } from "~/.server/auth/admin";
import { requireAdmin } from "~/.server/auth/session";
import { requestLogger } from "~/.server/runtime/logger";
import { Button, buttonVariants } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { formatCentralDateTime } from "~/lib/central-time";
import { type AdminActionResult, AdminActionSchema } from "~/lib/schemas/admin";
import type { Route } from "./+types/admin";
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
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const admin = await requireAdmin(app, request);
  const noStore = { "Cache-Control": "no-store" };
  const form = await request.formData().catch(() => null);
  const parsed = AdminActionSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    return data<AdminActionResult>(
      { ok: false, error: parsed.error.issues[0]?.message ?? "This request could not be read." },
      { status: 400, headers: noStore },
    );
  }
  try {
    if (parsed.data.intent === "invite") {
      const { email, password } = await inviteManager(app, parsed.data.email, parsed.data.role);
      requestLogger(request).info({ event: "manager-invited", by: admin.user.id }, "manager invited");
      return data<AdminActionResult>({ ok: true, intent: "invite", email, password }, { headers: noStore });
    }
    await revokeManagerAccess(app, parsed.data.email, admin.user.email);
    requestLogger(request).info({ event: "manager-revoked", by: admin.user.id }, "manager revoked");
    return data<AdminActionResult>({ ok: true, intent: "revoke", email: parsed.data.email }, { headers: noStore });
  } catch (error) {
    if (error instanceof AccountError) {
      return data<AdminActionResult>({ ok: false, error: error.message }, { status: 400, headers: noStore });
    }
    throw error;
  }
}

const cardClass = "rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6";

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { admin, outbox, isNotifying, managers, settings } = loaderData;
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle";
  const emailId = useId();
  const roleId = useId();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/manager-dashboard" className={buttonVariants({ variant: "link", className: "px-0" })}>
        <ArrowLeft aria-hidden="true" />
        Back to the dashboard
      </Link>
      <div className="mt-4">
        <ManagerHeader title="Admin" email={admin.email} role={admin.role} />
      </div>

      {actionData ? (
        <div
          role={actionData.ok ? "status" : "alert"}
          className={`mt-6 rounded-md border p-4 ${actionData.ok ? "border-border bg-secondary" : "border-destructive text-destructive"}`}
        >
          {actionData.ok && actionData.intent === "invite" ? (
            <>
              <p className="font-semibold">Account created for {actionData.email}.</p>
              <p className="mt-1">
                One-time password: <code className="rounded bg-background px-1.5 py-0.5">{actionData.password}</code>
              </p>
              <p className="mt-1 text-sm">
                It is shown only now. Pass it on in person or by phone, not by e-mail; the operator can set a new one
                with <code>npm run manager -- password</code>.
              </p>
            </>
          ) : actionData.ok ? (
            <p>Access revoked for {actionData.email}; their sessions have ended.</p>
          ) : (
            <p>{actionData.error}</p>
          )}
        </div>
      ) : null}

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
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2">
                E-mail
              </th>
              <th scope="col">Role</th>
              <th scope="col">Since</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {managers.map((manager) => (
              <tr key={manager.email} className="border-b border-border">
                {/* An address breaks anywhere on a phone, so the row's Revoke stays on the screen. */}
                <td className="py-2 pr-2 wrap-anywhere">{manager.email}</td>
                <td>{manager.role ? ROLE_LABELS[manager.role] : "No access"}</td>
                <td>{manager.createdAtText}</td>
                <td className="text-right">
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
                          {manager.email} can no longer open the dashboard, and is signed out everywhere at once. The
                          account stays: the operator can give access back with the manager command.
                        </p>
                        <p>Nobody is e-mailed: tell them yourself.</p>
                      </ConfirmStep>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="invite" />
          <div className="grid gap-1.5">
            <label htmlFor={emailId} className="text-sm font-semibold">
              New manager's e-mail
            </label>
            <input
              id={emailId}
              name="email"
              type="email"
              required
              autoComplete="off"
              className="h-9 rounded-md border border-input bg-background px-3 text-sm"
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={roleId} className="text-sm font-semibold">
              Role
            </label>
            <select id={roleId} name="role" className="h-9 rounded-md border border-input bg-background px-3 text-sm">
              <option value="manager">Manager</option>
              <option value="admin">Admin</option>
            </select>
          </div>
          <Button type="submit" size="sm" disabled={isBusy}>
            Create account
          </Button>
        </Form>
      </section>

      <section aria-labelledby="settings-title" className={`mt-8 ${cardClass}`}>
        <h2 id="settings-title" className="text-lg font-semibold text-primary">
          Settings
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Set in the server's environment; see the README.</p>
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
