// Manager accounts and the auth configuration against a real database, and the manager CLI as the operator
// runs it (a child process on a real data directory).
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import {
  createTestUser,
  freshClientIp,
  setupManagerAuth,
  signInCookie,
  TEST_PASSWORD,
} from "#tests/support/manager-auth.ts";
import { runManagerCli } from "#tests/support/manager-cli.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import {
  AccountError,
  createManager,
  deleteManager,
  listManagers,
  revokeManager,
  setManagerPassword,
} from "~/.server/auth/accounts";
import { createAuth, loadAuthSecret } from "~/.server/auth/config";
import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from "~/.server/auth/password-rules";
import { forwardSignIn } from "~/.server/auth/session";
import { accounts, sessions, twoFactors, users } from "~/.server/db/auth-schema";
import { openDatabase } from "~/.server/db/client";
import { acquireDataDirLock } from "~/.server/db/lock";
import { accountEvents, userRoles } from "~/.server/db/schema";

// scrypt hashing and the CLI's child processes (each opens PGlite) are slow by design, more so on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

const state = setupTestServerState();
setupManagerAuth(state);

const deps = () => state.app();

async function signInStatus(email: string, password: string) {
  const request = new Request("http://localhost/manager-login", {
    method: "POST",
    headers: { Origin: "http://localhost", "x-client-ip": freshClientIp() },
  });
  return (await forwardSignIn(state.app(), request, { email, password })).status;
}

describe(`manager accounts (${TEST_DATABASE_KIND})`, () => {
  test("create stores the user, a scrypt-hashed credential and the role", async () => {
    const { created } = await createManager(deps(), {
      email: "ana@example.com",
      role: "admin",
      password: "correct horse battery",
    });
    expect(created).toBe(true);
    const [user] = await state.db().select().from(users);
    expect(user?.email).toBe("ana@example.com");
    const [account] = await state.db().select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account?.providerId).toBe("credential");
    expect(account?.password).not.toContain("correct horse battery");
    expect(account?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(await state.db().select({ role: userRoles.role }).from(userRoles)).toEqual([{ role: "admin" }]);
    expect(await signInStatus("ana@example.com", "correct horse battery")).toBe(200);
  });

  test("passwords that break the rules (short, common, the address) are refused and nothing is stored", async () => {
    for (const [password, message] of [
      ["eleven char", PASSWORD_TOO_SHORT],
      ["password1234", PASSWORD_TOO_COMMON],
      ["ana@example.com", PASSWORD_IS_EMAIL],
    ]) {
      await expect(
        createManager(deps(), { email: "ana@example.com", role: "manager", password: password! }),
      ).rejects.toThrow(new AccountError(message!));
    }
    expect(await state.db().select().from(users)).toEqual([]);
  });

  test("create for an existing user only sets the role; the password stays", async () => {
    await createTestUser(state, "ana@example.com", null);
    const { created } = await createManager(deps(), { email: "ana@example.com", role: "admin", password: "ignored" });
    expect(created).toBe(false);
    expect(await state.db().select({ role: userRoles.role }).from(userRoles)).toEqual([{ role: "admin" }]);
    expect(await signInStatus("ana@example.com", TEST_PASSWORD)).toBe(200);
  });

  test("revoke takes the role and the sessions; the user stays and is then denied", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    await signInCookie("ana@example.com");
    expect(await revokeManager(deps(), "ana@example.com")).toBe(true);
    expect(await state.db().select().from(userRoles)).toEqual([]);
    expect(await state.db().select().from(sessions)).toEqual([]);
    expect(await state.db().select({ email: users.email }).from(users)).toEqual([{ email: "ana@example.com" }]);
    expect(await signInStatus("ana@example.com", TEST_PASSWORD)).toBe(403);
    expect(await revokeManager(deps(), "ana@example.com")).toBe(false);
  });

  test("delete removes the user, their credential, sessions and role", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    await signInCookie("ana@example.com");
    await deleteManager(deps(), "ana@example.com");
    for (const table of [users, accounts, sessions, userRoles]) {
      expect(await state.db().select().from(table)).toEqual([]);
    }
    await expect(deleteManager(deps(), "ana@example.com")).rejects.toThrow(AccountError);
    expect(await signInStatus("ana@example.com", TEST_PASSWORD)).toBe(401);
  });

  test("password sets a new password and ends the old sessions", async () => {
    await createTestUser(state, "ana@example.com", "manager");
    await signInCookie("ana@example.com");
    await setManagerPassword(deps(), "ana@example.com", "a brand new passphrase");
    expect(await state.db().select().from(sessions)).toEqual([]);
    expect(await signInStatus("ana@example.com", TEST_PASSWORD)).toBe(401);
    expect(await signInStatus("ana@example.com", "a brand new passphrase")).toBe(200);
    await expect(setManagerPassword(deps(), "ana@example.com", "short")).rejects.toThrow(AccountError);
  });

  test("list shows every user with their role or none", async () => {
    await createTestUser(state, "ana@example.com", "admin");
    await createTestUser(state, "ben@example.com", null);
    const rows = await listManagers(deps());
    expect(rows.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: "ana@example.com", role: "admin" },
      { email: "ben@example.com", role: null },
    ]);
  });
});

describe(`session cookie (${TEST_DATABASE_KIND})`, () => {
  test("served over HTTPS (PUBLIC_URL https://…), the session cookie is Secure too", async () => {
    const app = state.changeApp({
      auth: createAuth(state.db(), {
        secret: "integration-test-secret-0123456789abcdef",
        publicUrl: "https://eidbi.example",
        quiet: true,
      }),
    });
    await createTestUser(state, "ana@example.com", "manager");
    const response = await forwardSignIn(
      app,
      new Request("https://eidbi.example/manager-login", {
        method: "POST",
        headers: { Origin: "https://eidbi.example", "x-client-ip": freshClientIp() },
      }),
      { email: "ana@example.com", password: TEST_PASSWORD },
    );
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe("the auth secret", () => {
  test("BETTER_AUTH_SECRET wins; otherwise one is generated once into DATA_DIR, readable by its owner only", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "eidbi-secret-"));
    try {
      expect(loadAuthSecret(dir, "x".repeat(40))).toBe("x".repeat(40));
      const first = loadAuthSecret(dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadAuthSecret(dir)).toBe(first);
      expect(await readFile(path.join(dir, "auth-secret"), "utf8")).toBe(first);
      expect((await stat(path.join(dir, "auth-secret"))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** `npm run manager -- …` as the operator runs it, always on the embedded database. */
const cli = (dataDir: string, args: string[], password?: string) =>
  runManagerCli(dataDir, args, { password, env: { NODE_ENV: "production" } });

describe("the manager CLI", () => {
  test("creates, lists, revokes and deletes managers in the server's data directory", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "eidbi-cli-"));
    try {
      expect((await cli(dir, ["create", "--email", "Ana@Example.com"], "short")).stderr).toContain(
        "at least 12 characters",
      );
      const created = await cli(
        dir,
        ["create", "--email", "Ana@Example.com", "--role", "admin"],
        "a long cli password",
      );
      expect(created).toMatchObject({ code: 0, stdout: "Created ana@example.com with the role admin.\n" });
      expect((await cli(dir, ["list"])).stdout).toMatch(/^ana@example\.com\tadmin\tcreated \d{4}-\d{2}-\d{2}\n$/);
      expect((await cli(dir, ["revoke", "--email", "ana@example.com"])).stdout).toContain("no longer has a role");
      expect((await cli(dir, ["list"])).stdout).toContain("ana@example.com\tno role");

      // The server, opening the same directory afterwards, finds the user the CLI made, with its password.
      const opened = await openDatabase({ dataDir: dir });
      try {
        const [account] = await opened.db.select().from(accounts);
        const context = await state.app().auth.$context;
        expect(await context.password.verify({ password: "a long cli password", hash: account!.password! })).toBe(true);
      } finally {
        await opened.close();
      }

      expect((await cli(dir, ["delete", "--email", "ana@example.com"])).code).toBe(0);
      expect((await cli(dir, ["list"])).stdout).toContain("No users yet");
      expect(await cli(dir, ["delete", "--email", "ana@example.com"])).toMatchObject({ code: 1 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("reset-2fa turns off a locked-out manager's two-factor sign-in, and says so when there was none", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "eidbi-cli-"));
    try {
      await cli(dir, ["create", "--email", "lee@example.com", "--role", "admin"], "a long cli password");
      // The admin's phone, as the two-factor plugin stores it (its own set-up is tested through the pages).
      const opened = await openDatabase({ dataDir: dir });
      try {
        const [user] = await opened.db.update(users).set({ twoFactorEnabled: true }).returning({ id: users.id });
        await opened.db.insert(twoFactors).values({ id: "tf-1", userId: user!.id, secret: "x", backupCodes: "y" });
      } finally {
        await opened.close();
      }
      const reset = await cli(dir, ["reset-2fa", "--email", "Lee@Example.com"]);
      expect(reset).toMatchObject({ code: 0 });
      expect(reset.stdout).toContain("Two-factor sign-in is off for lee@example.com");
      expect((await cli(dir, ["reset-2fa", "--email", "lee@example.com"])).stdout).toContain(
        "had no two-factor sign-in",
      );
      expect(await cli(dir, ["reset-2fa", "--email", "nobody@example.com"])).toMatchObject({ code: 1 });

      const after = await openDatabase({ dataDir: dir });
      try {
        expect(await after.db.select().from(twoFactors)).toEqual([]);
        expect((await after.db.select({ on: users.twoFactorEnabled }).from(users))[0]?.on).toBe(false);
        expect(
          (await after.db.select({ kind: accountEvents.kind }).from(accountEvents)).map((row) => row.kind),
        ).toEqual(["two-factor-reset"]);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("refuses clearly while another process (the server) holds the data directory", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "eidbi-cli-"));
    const lock = acquireDataDirLock(dir, "server on port 3000");
    try {
      const result = await cli(dir, ["create", "--email", "ana@example.com"], "a long cli password");
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("in use by process");
      expect(result.stderr).toContain("server on port 3000");
      expect(result.stderr).toContain("cannot run while the server uses this data directory");
    } finally {
      lock.release();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("explains its usage on a wrong command line", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "eidbi-cli-"));
    try {
      for (const args of [
        [],
        ["promote"],
        ["create"],
        ["create", "--email", "x"],
        ["list", "--email", "a@b.co"],
        ["create", "--email", "a@b.co", "--role", "owner"],
        ["reset-2fa"],
      ]) {
        const result = await cli(dir, args);
        expect(result.code, args.join(" ")).toBe(2);
        expect(result.stderr).toContain("Usage: npm run manager -- <command> [options]");
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
