// The admin's sign-in policy: whether every manager must use two-factor sign-in.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { accountPolicy } from "../db/schema.ts";

/** Whether every manager must sign in with two-factor. */
export async function isTwoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ requireTwoFactor: accountPolicy.requireTwoFactor })
    .from(accountPolicy)
    .where(eq(accountPolicy.id, 1));
  return row?.requireTwoFactor ?? false;
}

/** Turns the requirement on or off, recording which admin did it. */
export async function setTwoFactorRequired(db: Database, required: boolean, byId: string) {
  await db
    .insert(accountPolicy)
    .values({ id: 1, requireTwoFactor: required, updatedById: byId })
    .onConflictDoUpdate({
      target: accountPolicy.id,
      set: { requireTwoFactor: required, updatedById: byId, updatedAt: sql`now()` },
    });
}
