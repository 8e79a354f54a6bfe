// The call request form's names and limits without zod, so /book can render them without shipping the validation
// library to the browser. call-request.ts validates against them.

/**
 * The preferred times, first choice first: each a day ("2026-11-27", Central) and a start time ("07:30", Central),
 * sent as two fields so the form works without JavaScript; the server puts them together.
 */
export const SLOT_CHOICES = [
  { day: "slot1Day", time: "slot1Time" },
  { day: "slot2Day", time: "slot2Time" },
  { day: "slot3Day", time: "slot3Time" },
] as const;

/**
 * The call request's inputs, by `name`, in the order the form shows them (the error summary lists them so):
 * `category` is the hidden one, the category it was opened with.
 */
export const CALL_REQUEST_FIELDS = [
  ...SLOT_CHOICES.flatMap((choice) => [choice.day, choice.time]),
  "name",
  "email",
  "phone",
  "organization",
  "serviceType",
  "message",
  "category",
] as const;

export const MAX_CALL_NOTE = 1000;
