import { z } from "zod";
import { callMinutesOf, centralInstant, isBookableSlot } from "~/lib/call-slots";
import { centralWallClock } from "~/lib/central-wall-clock";
import { MAX_CALL_NOTE, SLOT_CHOICES } from "./call-request-fields";
import { emailField, optionalLine, optionalText, phoneField, requiredLine } from "./common";
import { SERVICE_TYPES } from "./quote-fields";

const MESSAGES = {
  chooseDay: "Please choose a day from the list.",
  chooseTime: "Please choose a time from the list.",
  firstChoice: "Please choose a day and a time for the call.",
  dayWithoutTime: "Please choose a time on this day as well.",
  timeWithoutDay: "Please choose a day for this time as well.",
  dayNotOffered: "Calls are not offered on that day. Please choose a day from the list.",
  timePassed: "That time has passed. Please choose a later time or another day.",
  dayPassed: "That day has passed. Please choose a day from the list.",
  sameAsFirst: "Please choose a different time from your first.",
  chosenAlready: "Please choose a time you have not chosen already.",
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** One half of a preferred time: empty (not chosen) or what the list sent, checked together with its other half. */
const choicePart = (message: string) =>
  z
    .string()
    .trim()
    .max(20, message)
    .optional()
    .transform((value) => value || null);

/** Whether `day` is a real date written as the list writes it: 2026-02-30 would read back as another day. */
function isCalendarDate(day: string) {
  if (!DATE_PATTERN.test(day)) return false;
  const midnight = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(midnight.getTime()) && midnight.toISOString().slice(0, 10) === day;
}

/** The instant, or null for a date Central time cannot place (such as year 0000). */
function startOf(day: string, minutes: number) {
  try {
    return centralInstant(day, minutes);
  } catch {
    return null;
  }
}

type SlotChoice = (typeof SLOT_CHOICES)[number];
type ChoiceResult = { start: string } | { field: string; message: string } | null;

/**
 * A day and a time put together as the slot's start (ISO), or which of the two fields to mark and why; null when
 * neither was chosen.
 */
function slotOf(choice: SlotChoice, day: string | null, time: string | null, now: Date): ChoiceResult {
  if (day === null && time === null) return null;
  if (day === null) return { field: choice.day, message: MESSAGES.timeWithoutDay };
  if (time === null) return { field: choice.time, message: MESSAGES.dayWithoutTime };
  const minutes = callMinutesOf(time);
  if (minutes === null) return { field: choice.time, message: MESSAGES.chooseTime };
  const start = isCalendarDate(day) ? startOf(day, minutes) : null;
  if (start === null) return { field: choice.day, message: MESSAGES.chooseDay };
  if (isBookableSlot(start, now)) return { start: start.toISOString() };
  const { weekday } = centralWallClock(start);
  if (weekday === 0 || weekday === 6 || start > now) return { field: choice.day, message: MESSAGES.dayNotOffered };
  // Today in the list means a page opened on an earlier day: only the time of day has passed, not the day.
  if (day === centralWallClock(now).date) return { field: choice.time, message: MESSAGES.timePassed };
  return { field: choice.day, message: MESSAGES.dayPassed };
}

/** A time another call has taken (confirmed or proposed): the server checks the chosen times against the database. */
export const CALL_TIME_TAKEN = "That time is already booked. Please choose another time.";

/**
 * The call request at /book, checked against the slots open at `now`. `slots` are the chosen starts (ISO), first
 * choice first; `slotFields` the time field each came from, to mark one the database refuses.
 */
export function callRequestFormSchema(now: Date) {
  return z
    .object({
      name: requiredLine("your name", 200),
      email: emailField,
      phone: phoneField,
      organization: optionalLine("the organization name", 200),
      serviceType: z.enum(SERVICE_TYPES, { error: "Please choose what you would like to talk about." }),
      category: optionalLine("the category", 100),
      slot1Day: choicePart(MESSAGES.chooseDay),
      slot1Time: choicePart(MESSAGES.chooseTime),
      slot2Day: choicePart(MESSAGES.chooseDay),
      slot2Time: choicePart(MESSAGES.chooseTime),
      slot3Day: choicePart(MESSAGES.chooseDay),
      slot3Time: choicePart(MESSAGES.chooseTime),
      message: optionalText("the note", MAX_CALL_NOTE),
    })
    .transform((form, ctx) => {
      const { slot1Day, slot1Time, slot2Day, slot2Time, slot3Day, slot3Time, ...rest } = form;
      const chosen = [
        [slot1Day, slot1Time],
        [slot2Day, slot2Time],
        [slot3Day, slot3Time],
      ] as const;
      const slots: string[] = [];
      const slotFields: string[] = [];
      SLOT_CHOICES.forEach((choice, index) => {
        const [day, time] = chosen[index]!;
        const result = slotOf(choice, day, time, now);
        if (result === null) {
          if (index === 0) ctx.addIssue({ code: "custom", path: [choice.day], message: MESSAGES.firstChoice });
          return;
        }
        if ("field" in result) {
          ctx.addIssue({ code: "custom", path: [result.field], message: result.message });
          return;
        }
        if (slots.includes(result.start)) {
          const message = index === 1 ? MESSAGES.sameAsFirst : MESSAGES.chosenAlready;
          ctx.addIssue({ code: "custom", path: [choice.time], message });
          return;
        }
        slots.push(result.start);
        slotFields.push(choice.time);
      });
      return { ...rest, slots, slotFields };
    });
}
export type CallRequestForm = z.output<ReturnType<typeof callRequestFormSchema>>;
