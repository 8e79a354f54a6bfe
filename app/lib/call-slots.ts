// The 30-minute slots a visitor may ask for on /book: Monday to Friday, 7:30 AM to 8:00 PM Central (the last slot
// starts at 7:30 PM), over the next business days. Saturday is by appointment only: it is listed without slots. The
// times are wall-clock times in Central, so daylight saving time moves their UTC instants, never their local times.
// Pure: the caller passes the time.
import { CENTRAL_TIME_ZONE } from "./central-time.ts";
import { centralWallClock } from "./central-wall-clock.ts";

export const CALL_MINUTES = 30;
/** The first slot's start and the end of the last slot, in minutes after midnight Central. */
export const CALL_DAY_OPENS = 7 * 60 + 30;
export const CALL_DAY_CLOSES = 20 * 60;
export const CALL_BUSINESS_DAYS = 10;
/** Each slot's start on a weekday, in minutes after midnight Central: 7:30 AM to 7:30 PM. */
export const CALL_START_MINUTES = Array.from(
  { length: (CALL_DAY_CLOSES - CALL_DAY_OPENS) / CALL_MINUTES },
  (_, index) => CALL_DAY_OPENS + index * CALL_MINUTES,
);

/** A slot start's form value, "07:30": minutes after midnight Central as a 24-hour clock. */
export function callTimeValue(minutes: number) {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The minutes after midnight of a form value such as "07:30", or null unless it is one of the slot starts. */
export function callMinutesOf(value: string): number | null {
  const minutes = CALL_START_MINUTES.find((start) => callTimeValue(start) === value);
  return minutes ?? null;
}

/** "7:30 AM" for minutes after midnight: a wall-clock time, the same on every day. */
export function formatClock(minutes: number) {
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

export type CallSlot = { start: string; end: string };
export type CallDay =
  | { date: string; weekday: number; kind: "slots"; slots: CallSlot[] }
  | { date: string; weekday: 6; kind: "by-appointment" };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of `minutes` after midnight on the Central date `date` ("2026-11-27"), CST or CDT as it falls. */
export function centralInstant(date: string, minutes: number): Date {
  const base = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // Central is UTC−6 (CST) or UTC−5 (CDT); the offset that reads back as the same wall time is the right one.
  for (const offsetHours of [6, 5]) {
    const candidate = new Date(base + offsetHours * 60 * 60 * 1000);
    const wall = centralWallClock(candidate);
    if (wall.date === date && wall.minutes === minutes) return candidate;
  }
  throw new Error(`${date} ${minutes} min does not exist in Central time.`);
}

function addDays(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days a visitor can choose from at `now`: the next `businessDays` weekdays after today (Central), each with
 * its slots, and the Saturdays between them as "by appointment".
 */
export function callDays(now: Date, businessDays = CALL_BUSINESS_DAYS): CallDay[] {
  const days: CallDay[] = [];
  let date = centralWallClock(now).date;
  let counted = 0;
  while (counted < businessDays) {
    date = addDays(date, 1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0) continue;
    if (weekday === 6) {
      // A Saturday after the last business day would lead nowhere; only those before one are listed.
      days.push({ date, weekday: 6, kind: "by-appointment" });
      continue;
    }
    const slots = CALL_START_MINUTES.map((minutes): CallSlot => {
      const start = centralInstant(date, minutes);
      return { start: start.toISOString(), end: new Date(start.getTime() + CALL_MINUTES * 60_000).toISOString() };
    });
    days.push({ date, weekday, kind: "slots", slots });
    counted++;
  }
  return days;
}

/** How far ahead a slot may be asked for: past the listed business days, so a page opened yesterday still works. */
export const CALL_BOOKING_WINDOW_MS = 21 * DAY_MS;

/**
 * Whether `start` is a slot a visitor may ask for at `now`: a weekday slot boundary within the call hours, after
 * now and within the booking window (a page opened yesterday may still send yesterday's list, so any such future
 * slot is accepted, not only today's list).
 */
export function isBookableSlot(start: Date, now: Date): boolean {
  if (Number.isNaN(start.getTime()) || start.getTime() <= now.getTime()) return false;
  if (start.getTime() - now.getTime() > CALL_BOOKING_WINDOW_MS) return false;
  const wall = centralWallClock(start);
  if (wall.weekday === 0 || wall.weekday === 6) return false;
  return CALL_START_MINUTES.includes(wall.minutes) && start.getUTCSeconds() === 0 && start.getUTCMilliseconds() === 0;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(timeZone: string) {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", hourCycle: "h12" });
    timeFormats.set(timeZone, format);
  }
  return format;
}

/** "9:30 AM" in `timeZone`, built from parts so server and browser agree on the spacing. */
export function formatTimeIn(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    timeFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
});

/** "Friday, November 27" for a Central date "2026-11-27". */
export function formatCallDay(date: string) {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** "2026-11-27" in `timeZone`; formats are cached because building one costs far more than using it. */
function dateIn(instant: Date, timeZone: string) {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * A slot as the visitor reads it: "9:30 AM Central", plus their own clock when `visitorZone` shows another time
 * ("9:30 AM Central (10:30 AM your time)"). Without a zone (no JavaScript yet), Central only.
 */
export function describeSlotTime(start: Date, visitorZone?: string) {
  const central = formatTimeIn(start, CENTRAL_TIME_ZONE);
  if (!visitorZone) return `${central} Central`;
  let local: string;
  try {
    local = formatTimeIn(start, visitorZone);
  } catch {
    return `${central} Central`;
  }
  const sameDay = dateIn(start, visitorZone) === centralWallClock(start).date;
  if (local === central && sameDay) return `${central} Central`;
  return `${central} Central (${local}${sameDay ? "" : " next day"} your time)`;
}
