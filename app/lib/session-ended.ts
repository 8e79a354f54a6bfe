// The answer a manager's change gets when their session has ended (signed out elsewhere, expired, revoked): the page
// keeps what was typed, says so, and links to a sign-in that comes back to it.

export const SESSION_ENDED_MESSAGE = "Your session ended — sign in again to save this";

/** What the server answers (status 401) instead of the change's usual result. */
export type SessionEnded = { ok: false; error: string; sessionEnded: true; signInHref: string };

export function sessionEndedAnswer(signInHref: string): SessionEnded {
  return { ok: false, error: SESSION_ENDED_MESSAGE, sessionEnded: true, signInHref };
}

export function isSessionEnded(value: unknown): value is SessionEnded {
  return (
    typeof value === "object" &&
    value !== null &&
    "sessionEnded" in value &&
    value.sessionEnded === true &&
    "signInHref" in value &&
    typeof value.signInHref === "string"
  );
}
