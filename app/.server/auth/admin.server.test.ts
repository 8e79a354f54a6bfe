// The admin area against the real database: only admins get in, revoking ends access, and the outbox's state and the
// settings are shown. Invitations, the two-factor policy and reset are in tests/integration/manager-accounts.
import { describe, expect, test, vi } from "vitest";
import {
  createTestUser,
  managerRequest,
  setupManagerAuth,
  signInCookie,
  signInWithoutRoleCheck,
} from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { parseEnv } from "~/.server/runtime/env";
import * as admin from "~/routes/manager/admin";
import { enqueueLeadAlerts } from "../mail/outbox";
import { loadAdminOverview } from "./admin";

vi.setConfig({ testTimeout: 60_000 });
const state = setupTestServerState();
setupManagerAuth(state);

const adminPost = (form: Record<string, string>, cookie?: string) =>
  callRoute(admin.action as never, managerRequest("/manager-dashboard/admin", { form, cookie }));

describe(`the admin area (${TEST_DATABASE_KIND})`, () => {
  test("strangers are sent to sign in; managers without the admin role get 403; nothing changes", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    await createTestUser(state, "former@example.com", null);
    const manager = await signInCookie("ana@example.com");
    const roleless = await signInWithoutRoleCheck("former@example.com");
    const invite = { intent: "invite", email: "new@example.com", role: "admin" };

    for (const cookie of [undefined, roleless]) {
      expect(
        (await callRoute(admin.loader as never, managerRequest("/manager-dashboard/admin", { cookie }))).location,
      ).toBe("/manager-login?redirectTo=%2Fmanager-dashboard%2Fadmin");
      expect((await adminPost(invite, cookie)).status).toBe(401);
    }
    expect(
      (await callRoute(admin.loader as never, managerRequest("/manager-dashboard/admin", { cookie: manager }))).status,
    ).toBe(403);
    expect((await adminPost(invite, manager)).status).toBe(403);
    expect((await adminPost({ intent: "revoke", email: "ana@example.com", confirm: "revoke" }, manager)).status).toBe(
      403,
    );
    const users = (await loadAdminOverview(state.app())).managers.map((row) => row.email);
    expect(users).not.toContain("new@example.com");
  });

  test("an admin revokes a manager's access (not their own); the account stays, without a role", async () => {
    await createTestUser(state, "lee@example.com", "admin");
    await createTestUser(state, "sam@example.com", "manager");
    const cookie = await signInCookie("lee@example.com");
    const sam = await signInCookie("sam@example.com");

    // Revoking ends the access at once: a post without the confirmation is refused and changes nothing.
    const unconfirmed = await adminPost({ intent: "revoke", email: "sam@example.com" }, cookie);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.data).toEqual({
      ok: false,
      error: "Confirm that you want to revoke this access first. Nothing was changed.",
    });
    const before = (await loadAdminOverview(state.app())).managers;
    expect(before.find((row) => row.email === "sam@example.com")?.role).toBe("manager");
    expect((await adminPost({ intent: "revoke", email: "sam@example.com", confirm: "revoke" }, cookie)).status).toBe(
      200,
    );
    const rows = (await loadAdminOverview(state.app())).managers;
    expect(rows.find((row) => row.email === "sam@example.com")?.role).toBeNull();
    expect(
      (await callRoute(admin.loader as never, managerRequest("/manager-dashboard/admin", { cookie: sam }))).location,
    ).toMatch(/^\/manager-login/);
    const self = await adminPost({ intent: "revoke", email: "lee@example.com", confirm: "revoke" }, cookie);
    expect(self.data).toEqual({ ok: false, error: "You cannot revoke your own access." });
    expect((await adminPost({ intent: "invite", email: "not an address", role: "manager" }, cookie)).status).toBe(400);
  });

  test("the overview shows the outbox's state and which settings are on", async () => {
    await enqueueLeadAlerts(state.db(), "inquiry", ["00000000-0000-4000-8000-000000000001"], {
      recipients: ["alerts@firm.example"],
      messageHost: "eidbi.example",
    });
    const overview = await loadAdminOverview({
      ...state.app(),
      config: parseEnv({ RETENTION_APPLICATION_DAYS: "180", RETENTION_UPLOAD_DAYS: "60" }),
    });
    expect(overview.outbox).toMatchObject({ queued: 1, sent: 0, failed: 0 });
    expect(overview.isNotifying).toBe(false);
    expect(overview.settings).toContainEqual({ name: "E-mail alerts for new leads", value: "Off" });
    expect(overview.settings).toContainEqual({ name: "Job applications kept for", value: "180 days" });
    expect(overview.settings).toContainEqual({
      name: "Agencies' uploaded files kept after their request ends",
      value: "60 days",
    });
    expect(overview.settings).toContainEqual({ name: "File encryption key", value: "Generated in the data directory" });
  });
});
