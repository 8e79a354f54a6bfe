// A manager's own sessions, for the account page: where each signed in from, and signing one or all others out.
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { sessions } from "../db/auth-schema.ts";
import type { Database } from "../db/client.ts";

export type SessionListing = {
  id: string;
  /** "Firefox on Windows", from the browser's User-Agent; "Unknown browser" when it says nothing we know. */
  device: string;
  clientIp: string | null;
  signedInAt: Date;
  lastActiveAt: Date;
  isCurrent: boolean;
};

/** The account's sessions that have not expired, the current one first, then the most recently active. */
export async function listSessions(db: Database, userId: string, currentSessionId: string): Promise<SessionListing[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      clientIp: sessions.ipAddress,
      signedInAt: sessions.createdAt,
      lastActiveAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt));
  return rows
    .map(({ userAgent, ...row }) => ({
      ...row,
      device: describeDevice(userAgent),
      isCurrent: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

/** Ends one of the account's own sessions (never another account's). Returns whether one was ended. */
export async function endSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of the account but `keepSessionId` (this browser's). Returns how many. */
export async function endOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Order matters: Edge and Opera also name Chrome, and Chrome names Safari. */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** The browser and system a User-Agent names, in words a manager recognises. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "Unknown browser");
}
