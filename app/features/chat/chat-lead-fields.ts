/** The fields a visitor fills in the chat's "Leave your details" form (kept apart from the zod schema: the chat's
 * chunk must not load zod). */
export const CHAT_LEAD_FIELDS = ["name", "email", "phone", "note"] as const;

/** The longest typed line a hand-off carries: the widget trims to it, the server refuses more. */
export const MAX_TRANSCRIPT_LINE_CHARS = 1000;
