import { z } from "zod";
import { emailField, optionalPhoneField, optionalText, requiredLine } from "~/lib/schemas/common";
import { isHandoffPoint } from "./analytics-keys";
import { MAX_TRANSCRIPT_LINE_CHARS } from "./chat-lead-fields";
import { MAX_CHAT_STEPS, replayConversation } from "./conversation-replay";

// The chat's "Leave your details" form. The visitor's steps and the point it was left from travel as JSON in the same
// form body as the typed fields, so one body limit, one rate limit and one honeypot cover them all.

const StepsSchema = z
  .array(
    z.union([
      z.strictObject({ option: z.string().min(1).max(100) }),
      z.strictObject({
        text: z.string().trim().min(1).max(MAX_TRANSCRIPT_LINE_CHARS),
        at: z.number().int().nonnegative().optional(),
      }),
    ]),
  )
  .max(MAX_CHAT_STEPS);

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

/**
 * The hand-off as the server stores it. The transcript is rebuilt from the visitor's steps through the chat's own
 * graph (conversation-replay.ts): the browser sends no assistant lines. The hand-off point and the recommended
 * service are the replay's; the point the browser names counts only where the replay ends nowhere to hand off.
 */
export const ChatLeadSchema = z
  .object({
    name: requiredLine("your name", 200),
    email: emailField,
    phone: optionalPhoneField,
    note: optionalText("your note", 2000),
    steps: jsonOf(StepsSchema, CONVERSATION_LOST),
    handoffFrom: z.string().refine(isHandoffPoint, CONVERSATION_LOST),
  })
  .transform(({ steps, handoffFrom, ...lead }) => {
    const replayed = replayConversation(steps, new Date());
    return {
      ...lead,
      transcript: replayed.lines,
      handoffFrom: replayed.handoffPoint ?? handoffFrom,
      recommendation: replayed.recommendation,
    };
  });
export type ChatLead = z.output<typeof ChatLeadSchema>;
