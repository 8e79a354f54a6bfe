import { z } from "zod";
import { emailField, optionalPhoneField, optionalText, requiredLine } from "~/lib/schemas/common";
import { isHandoffPoint } from "./analytics-keys";
import { MAX_TRANSCRIPT_LINE_CHARS, MAX_TRANSCRIPT_LINES } from "./chat-lead-fields";

// The chat's "Leave your details" form. The transcript and the point it was left from travel as JSON in the same
// form body as the typed fields, so one body limit, one rate limit and one honeypot cover them all.

const TranscriptSchema = z
  .array(
    z.object({
      speaker: z.enum(["assistant", "visitor"]),
      text: z.string().trim().min(1).max(MAX_TRANSCRIPT_LINE_CHARS),
    }),
  )
  .min(1)
  .max(MAX_TRANSCRIPT_LINES);

/** A JSON text field holding a value `schema` accepts; anything else is one message for the whole form. */
const jsonOf = <S extends z.ZodType>(schema: S, message: string) =>
  z.string({ error: message }).transform((text, context): z.output<S> => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  });

const CONVERSATION_LOST = "The conversation could not be read. Please press Start Over and try again.";

export const ChatLeadSchema = z.object({
  name: requiredLine("your name", 200),
  email: emailField,
  phone: optionalPhoneField,
  note: optionalText("your note", 2000),
  transcript: jsonOf(TranscriptSchema, CONVERSATION_LOST),
  handoffFrom: z.string().refine(isHandoffPoint, CONVERSATION_LOST),
});
export type ChatLead = z.output<typeof ChatLeadSchema>;
