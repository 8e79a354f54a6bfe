import { z } from "zod";
import { isBookableSlot } from "~/lib/call-slots";
import { MAX_CALL_NOTE } from "./book-fields";
import { emailField, optionalLine, optionalText, phoneField, requiredLine } from "./common";
import { SERVICE_TYPES } from "./quote-fields";

const CHOOSE_SLOT = "Please choose a time from the list.";

/** One preferred slot: empty (not chosen) or a start the form listed that is still ahead at `now`. */
const slot = (now: Date) =>
  z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isBookableSlot(new Date(value), now), CHOOSE_SLOT)
    .transform((value) => (value === null ? null : new Date(value).toISOString()));

/** The call request at /book, checked against the slots open at `now`. */
export function bookFormSchema(now: Date) {
  return z
    .object({
      name: requiredLine("your name", 200),
      email: emailField,
      phone: phoneField,
      organization: optionalLine("the organization name", 200),
      serviceType: z.enum(SERVICE_TYPES, { error: "Please choose what you would like to talk about." }),
      category: optionalLine("the category", 100),
      slot1: slot(now),
      slot2: slot(now),
      slot3: slot(now),
      message: optionalText("the note", MAX_CALL_NOTE),
    })
    .superRefine((form, ctx) => {
      if (!form.slot1) ctx.addIssue({ code: "custom", path: ["slot1"], message: "Please choose a time for the call." });
      if (form.slot2 && form.slot2 === form.slot1) {
        ctx.addIssue({ code: "custom", path: ["slot2"], message: "Please choose a different time from your first." });
      }
      if (form.slot3 && (form.slot3 === form.slot1 || form.slot3 === form.slot2)) {
        ctx.addIssue({ code: "custom", path: ["slot3"], message: "Please choose a time you have not chosen already." });
      }
    })
    .transform(({ slot1, slot2, slot3, ...rest }) => ({
      ...rest,
      slots: [slot1, slot2, slot3].filter((value): value is string => value !== null),
    }));
}
export type BookForm = z.output<ReturnType<typeof bookFormSchema>>;
