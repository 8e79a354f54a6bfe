/** What became of a call request: asked for, one slot confirmed, another time proposed, declined, cancelled. */
export const CALL_STATUSES = ["requested", "confirmed", "proposed", "declined", "cancelled"] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
