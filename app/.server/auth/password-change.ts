// Changing one's own password on the account page: the current password and the new one, checked by Better Auth's
// change-password endpoint through its handler (so wrong current passwords count like sign-in attempts). Every other
// session of the account ends; this browser gets a new one.
import { eq } from "drizzle-orm";
import { users } from "../db/auth-schema.ts";
import type { Notifications } from "../mail/notifications.ts";
import { requestFacts } from "../runtime/request-context.ts";
import { recordAccountEvent } from "./account-events.ts";
import { SIGN_IN_THROTTLED_MESSAGE } from "./config.ts";
import { type AuthDeps, forwardToAuth, readError } from "./session.ts";
import { WRONG_PASSWORD_MESSAGE } from "./two-factor.ts";

export type PasswordChange =
  | { status: "done"; cookies: string[] }
  | { status: "wrong-password"; message: string }
  | { status: "throttled"; message: string };

/** Changes the signed-in manager's password (`next` already checked against the rules). */
export async function changePassword(
  app: AuthDeps & { notifications: Pick<Notifications, "mailHost" | "nudge"> },
  request: Request,
  user: { id: string; email: string },
  current: string,
  next: string,
): Promise<PasswordChange> {
  const response = await forwardToAuth(app, request, "/change-password", {
    currentPassword: current,
    newPassword: next,
    revokeOtherSessions: true,
  });
  if (response.status === 429) return { status: "throttled", message: SIGN_IN_THROTTLED_MESSAGE };
  if (response.status !== 200) {
    const error = await readError(response);
    if (error.code === "INVALID_PASSWORD") return { status: "wrong-password", message: WRONG_PASSWORD_MESSAGE };
    throw new Error(`Changing a password answered ${response.status} ${error.code ?? ""}`);
  }
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordChangeRequired: false }).where(eq(users.id, user.id));
    await recordAccountEvent(
      tx,
      { kind: "password-changed", user, clientIp: requestFacts(request).ip },
      app.notifications,
    );
  });
  app.notifications.nudge();
  return { status: "done", cookies: response.headers.getSetCookie() };
}
