import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, enumCheck } from "./columns.ts";

export const MANAGER_ROLES = ["manager", "admin"] as const;
export type ManagerRole = (typeof MANAGER_ROLES)[number];

/** Who may open the dashboard. user_id is a Better Auth user id (text); the auth migration adds its FK. */
export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull().unique("user_roles_user_id_unique"),
    role: text("role", { enum: MANAGER_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [enumCheck("user_roles_role_check", table.role, MANAGER_ROLES)],
);

export type UserRole = typeof userRoles.$inferSelect;
