/** What became of a call request: asked for, one slot confirmed, another time proposed, declined, cancelled. */
export const CALL_STATUSES = ["requested", "confirmed", "proposed", "declined", "cancelled"] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** Statuses a manager can still act on; a declined or cancelled call stays as it is. */
export const OPEN_CALL_STATUSES = ["requested", "confirmed", "proposed"] as const satisfies CallStatus[];
/** Statuses with a time set: the visitor's e-mail announces it and its cancel link can cancel it. */
export const SCHEDULED_CALL_STATUSES = ["confirmed", "proposed"] as const satisfies CallStatus[];

export const isOpenCall = (status: CallStatus) => (OPEN_CALL_STATUSES as readonly CallStatus[]).includes(status);
export const isScheduledCall = (status: CallStatus) =>
  (SCHEDULED_CALL_STATUSES as readonly CallStatus[]).includes(status);
/**
 * Whether the firm may still decline: only while the visitor's own times are open. Once the firm has confirmed one
 * or proposed its own, "we cannot hold a call at the times you chose" no longer answers anything.
 */
export const isDeclinableCall = (status: CallStatus) => status === "requested";
