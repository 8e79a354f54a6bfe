// The firm promises a reply within 1 to 2 business days. A pending lead becomes overdue once two full business days
// (Monday to Friday, Central time) have passed since it arrived: the promise is kept through the end of the second
// business day after the day it came in. A lead that arrives on a weekend counts from the next Monday.

import { CENTRAL_TIME_ZONE as CENTRAL } from "./central-time";

const dayOfCentral = new Intl.DateTimeFormat("en-CA", {
  timeZone: CENTRAL,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in Central time, as a UTC-midnight Date (only its Y-M-D matter). */
function centralDay(date: Date): Date {
  return new Date(`${dayOfCentral.format(date)}T00:00:00Z`);
}

function isWeekday(day: Date) {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

function nextDay(day: Date) {
  return new Date(day.getTime() + 24 * 60 * 60 * 1000);
}

/** Business days (Mon–Fri, Central) that have fully passed after the day `from` falls on, up to `now`'s day. */
export function businessDaysElapsed(from: Date, now: Date): number {
  const today = centralDay(now);
  let count = 0;
  for (let day = nextDay(centralDay(from)); day < today; day = nextDay(day)) if (isWeekday(day)) count++;
  return count;
}

/** The reply promise: a lead still pending is overdue after 2 business days. */
export const REPLY_BUSINESS_DAYS = 2;

/**
 * True when a lead that arrived at `createdAt`, still pending, has passed the reply promise at `now`: the second
 * business day after its arrival day (the next business days, when it arrived on a weekend) has ended in Central
 * time.
 */
export function isOverdue(createdAt: Date, now: Date, { isPending = true } = {}): boolean {
  if (!isPending) return false;
  return businessDaysElapsed(createdAt, now) >= REPLY_BUSINESS_DAYS;
}

const centralHour = new Intl.DateTimeFormat("en-US", { timeZone: CENTRAL, hour: "numeric", hourCycle: "h23" });

/** The instant a Central calendar day begins (its midnight, CST or CDT). */
function centralMidnight(day: Date): Date {
  for (const offsetHours of [5, 6]) {
    const candidate = new Date(day.getTime() + offsetHours * 60 * 60 * 1000);
    if (centralDay(candidate).getTime() === day.getTime() && Number(centralHour.format(candidate)) === 0) {
      return candidate;
    }
  }
  throw new Error(`No Central midnight found for ${day.toISOString().slice(0, 10)}.`);
}

function previousDay(day: Date) {
  return new Date(day.getTime() - 24 * 60 * 60 * 1000);
}

/**
 * The instant before which a pending lead is overdue at `now`: `createdAt < overdueCutoff(now)` says the same as
 * isOverdue(createdAt, now), in a form a database query can use.
 */
export function overdueCutoff(now: Date): Date {
  // The latest arrival day with REPLY_BUSINESS_DAYS business days between it and today: walk back from yesterday,
  // counting weekdays, until enough lie after the candidate day.
  const today = centralDay(now);
  let counted = 0;
  let day = previousDay(today);
  for (;;) {
    if (isWeekday(day)) counted++;
    if (counted >= REPLY_BUSINESS_DAYS) break;
    day = previousDay(day);
  }
  // `day` is the earliest of the counted business days; any arrival on the day before it or earlier is overdue.
  return centralMidnight(day);
}
