// Managers' accounts beyond what Better Auth stores: invitations, password-reset links, the account events the admin
// reviews, and the admin's sign-in policy.
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../auth-schema.ts";
import { createdAt, enumCheck } from "./columns.ts";
import { MANAGER_ROLES } from "./manager-roles.ts";

/**
 * An admin's invitation: the person chooses their own password through the link /manager-login/invitation/<token>.
 * Only the token's SHA-256 is kept; a new token (sending it again) replaces the old one. It ends when accepted,
 * withdrawn or past expires_at.
 */
export const managerInvitations = pgTable(
  "manager_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role", { enum: MANAGER_ROLES }).notNull(),
    tokenHash: text("token_hash").unique("manager_invitations_token_hash_unique"),
    invitedById: text("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("manager_invitations_email_idx").on(table.email),
    enumCheck("manager_invitations_role_check", table.role, MANAGER_ROLES),
  ],
);
export type ManagerInvitation = typeof managerInvitations.$inferSelect;

/**
 * A "Forgot password?" request: the link /manager-login/reset-password/<token> e-mailed to the account, valid for an
 * hour and once. Only the token's SHA-256 is kept, made when the e-mail is sent.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").unique("password_resets_token_hash_unique"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("password_resets_user_id_idx").on(table.userId)],
);

export const ACCOUNT_EVENT_KINDS = [
  "signed-in",
  "sign-in-failed",
  "two-factor-failed",
  "password-changed",
  "password-reset",
  "two-factor-on",
  "two-factor-off",
  "two-factor-reset",
  "invitation-accepted",
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

/**
 * Sign-ins and account changes, for the admin's list of the last 90 days (the retention job removes older rows).
 * The account is named by its id and its e-mail at the time (kept when the account is deleted); a failed sign-in
 * for an address without an account names none, so nothing a stranger typed is stored. by_id: the admin who did it
 * to someone else's account (a two-factor reset).
 */
export const accountEvents = pgTable(
  "account_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ACCOUNT_EVENT_KINDS }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    byId: text("by_id").references(() => users.id, { onDelete: "set null" }),
    clientIp: text("client_ip"),
    createdAt: createdAt(),
  },
  (table) => [
    index("account_events_created_at_idx").on(table.createdAt.desc()),
    enumCheck("account_events_kind_check", table.kind, ACCOUNT_EVENT_KINDS),
  ],
);

/** The admin's sign-in policy: one row (id 1), made by the migration. */
export const accountPolicy = pgTable(
  "account_policy",
  {
    id: smallint("id").primaryKey().default(1),
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    updatedById: text("updated_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("account_policy_single_row", sql`${table.id} = 1`)],
);
