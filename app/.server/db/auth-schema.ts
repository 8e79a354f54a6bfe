// Better Auth's tables (users, sessions, credential accounts, verifications, rate-limit counters, two-factor secrets)
// plus the per-address-and-client sign-in counter. The object keys Better Auth looks up are set in auth/config.ts (user, session, …);
// the SQL names follow the project's snake_case plurals.
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const timestamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique("users_email_unique"),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  // Better Auth's two-factor plugin sets it once the manager confirmed a code from their authenticator app.
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  // Set for an account whose password someone else chose (accounts made before invitations): the manager chooses a
  // new one before any dashboard page opens.
  passwordChangeRequired: boolean("password_change_required").notNull().default(false),
  ...timestamps(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique("sessions_token_unique"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** Sign-in methods of a user; managers have exactly one, provider "credential", holding the scrypt hash. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** Better Auth's per-IP rate-limit counters (rateLimit.storage "database"), shared by every app server. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique("rate_limits_key_unique"),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Sign-in attempts per e-mail address *and* client (an IPv4 address or an IPv6 /64) in the current window; Better
 * Auth's own limiter counts per client only. Counting the pair means nobody can lock a manager out from elsewhere.
 */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    email: text("email").notNull(),
    client: text("client").notNull(),
    count: integer("count").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.client] })],
);

/**
 * A manager's authenticator-app secret and backup codes (Better Auth's two-factor plugin), both encrypted with the
 * auth secret. `verified` stays false until the manager confirms a code during set-up; the failure count and lock
 * are the plugin's per-account throttle on wrong codes.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [uniqueIndex("two_factors_user_id_idx").on(table.userId)],
);
