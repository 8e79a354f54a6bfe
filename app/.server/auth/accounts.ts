// Manager accounts, as the operator manages them with `npm run manager` (scripts/manager.ts).
// Users are created through Better Auth's internal adapter and password hasher (scrypt), never over HTTP.
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";
import { type ManagerRole, userRoles } from "../db/schema.ts";
import type { Auth } from "./config.ts";
import { passwordProblem } from "./password-rules.ts";

export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email("Enter an email like name@example.com."));

/** An expected failure the operator can fix (unknown e-mail, weak password): the CLI prints just the message. */
export class AccountError extends Error {
  override name = "AccountError";
}

type Deps = { auth: Auth; db: Database };

async function findUser({ auth }: Deps, email: string) {
  const context = await auth.$context;
  return (await context.internalAdapter.findUserByEmail(email))?.user ?? null;
}

async function requireUser(deps: Deps, email: string) {
  const user = await findUser(deps, email);
  if (!user) throw new AccountError(`No user has the e-mail ${email}.`);
  return user;
}

async function setRole(db: Database, userId: string, role: ManagerRole) {
  await db.insert(userRoles).values({ userId, role }).onConflictDoUpdate({ target: userRoles.userId, set: { role } });
}

/** The user with this e-mail (id and e-mail), or an AccountError naming the address. */
export async function findManager(deps: Deps, email: string) {
  const user = await requireUser(deps, email);
  return { id: user.id, email: user.email };
}

/** Whether a user with this e-mail exists (the CLI asks for a password only when it will use it). */
export async function userExists(deps: Deps, email: string) {
  return (await findUser(deps, email)) !== null;
}

/**
 * Creates a user with a password and the role. For an existing user it only sets the role (the password stays;
 * `password` changes it). Returns whether a user was created.
 */
export async function createManager(
  deps: Deps,
  input: { email: string; role: ManagerRole; password?: string | undefined },
): Promise<{ created: boolean }> {
  const existing = await findUser(deps, input.email);
  if (existing) {
    await setRole(deps.db, existing.id, input.role);
    return { created: false };
  }
  const password = checkedPassword(input.password ?? "", input.email);
  const context = await deps.auth.$context;
  const hash = await context.password.hash(password);
  const user = await context.internalAdapter.createUser(
    { email: input.email, name: input.email.split("@")[0] ?? input.email, emailVerified: true },
    { method: "email-password" },
  );
  try {
    await linkPassword(context, user.id, hash);
    await setRole(deps.db, user.id, input.role);
  } catch (error) {
    // Better Auth's adapter cannot share our transaction: undo the half-made user instead.
    await deps.db.delete(users).where(eq(users.id, user.id));
    throw error;
  }
  return { created: true };
}

/** Takes the role away and ends the user's sessions; the user and password stay. Returns whether a role was removed. */
export async function revokeManager(deps: Deps, email: string): Promise<boolean> {
  const user = await requireUser(deps, email);
  const removed = await deps.db.delete(userRoles).where(eq(userRoles.userId, user.id)).returning({ id: userRoles.id });
  const context = await deps.auth.$context;
  await context.internalAdapter.deleteUserSessions(user.id);
  return removed.length > 0;
}

/** Deletes the user with their sessions, sign-in account and role. */
export async function deleteManager(deps: Deps, email: string) {
  const user = await requireUser(deps, email);
  await deps.db.transaction(async (tx) => {
    // The foreign keys cascade; the role is deleted explicitly too, so this never depends on them.
    await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}

/**
 * Sets a new password and ends every session of the user, so the old password's sessions stop working. The account
 * no longer has to choose a new password at its next sign-in.
 */
export async function setManagerPassword(deps: Deps, email: string, password: string) {
  const user = await requireUser(deps, email);
  const context = await deps.auth.$context;
  const hash = await context.password.hash(checkedPassword(password, email));
  const account = await context.internalAdapter.findCredentialAccount(user.id);
  if (account) await context.internalAdapter.updatePassword(user.id, hash);
  else await linkPassword(context, user.id, hash);
  await deps.db.update(users).set({ passwordChangeRequired: false }).where(eq(users.id, user.id));
  await context.internalAdapter.deleteUserSessions(user.id);
}

/** `password`, when it meets the rules for a new password of `email` (password-rules.ts); else an AccountError. */
function checkedPassword(password: string, email: string) {
  const problem = passwordProblem(password, email);
  if (problem) throw new AccountError(problem);
  return password;
}

type AuthInternals = Awaited<Auth["$context"]>;

/** Gives the user an email-and-password sign-in with `hash`, the way Better Auth's own sign-up stores one. */
function linkPassword(context: AuthInternals, userId: string, hash: string) {
  return context.internalAdapter.linkAccount({ userId, accountId: userId, providerId: "credential", password: hash });
}

export type ManagerListing = {
  id: string;
  email: string;
  role: ManagerRole | null;
  twoFactorEnabled: boolean;
  createdAt: Date;
};

/** Every user, with their role (null when revoked), oldest first. */
export async function listManagers({ db }: Deps): Promise<ManagerListing[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      role: userRoles.role,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .orderBy(asc(users.createdAt), asc(users.email));
}
