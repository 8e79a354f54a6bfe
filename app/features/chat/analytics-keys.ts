import { type ChatOption, chatGraph, type QuestionId, type ServiceId, type ServiceRecommendation } from "./graph";
import { QUESTION_IDS, SERVICE_IDS } from "./graph-ids";

// The keys the chat's aggregate counts are stored under: the question graph's own ids, so a count can only ever name
// a step of the conversation, never anything the visitor typed. Shared by the widget (which sends them) and the
// server (which refuses every other key).

export type ChatCount =
  | { event: "reached"; node: QuestionId }
  | { event: "chose"; node: QuestionId; option: string }
  | { event: "recommended"; node: ServiceId };

/** Where a hand-off was left from: the question on screen, or the service recommended. */
export type HandoffPoint = QuestionId | ServiceId;

/** An option's key: where it leads (a question id or a service id), unique within its node. */
export function optionKey(option: ChatOption): string {
  return "service" in option ? option.service : option.nextQuestion;
}

const questionIds: ReadonlySet<string> = new Set(QUESTION_IDS);
const serviceIds: ReadonlySet<string> = new Set(SERVICE_IDS);

export function isQuestionId(value: unknown): value is QuestionId {
  return typeof value === "string" && questionIds.has(value);
}

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === "string" && serviceIds.has(value);
}

export function isHandoffPoint(value: unknown): value is HandoffPoint {
  return isQuestionId(value) || isServiceId(value);
}

/** The count `value` names, or null when it is not one the chat can send (any unknown key, any extra field). */
export function parseChatCount(value: unknown): ChatCount | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { event, node, option, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (event === "reached" && isQuestionId(node) && option === undefined) return { event, node };
  if (event === "recommended" && isServiceId(node) && option === undefined) return { event, node };
  if (event === "chose" && isQuestionId(node) && typeof option === "string") {
    const isOption = chatGraph[node].options.some((candidate) => optionKey(candidate) === option);
    return isOption ? { event, node, option } : null;
  }
  return null;
}

/** The nodes where the visitor may leave their details besides a recommendation: the contact branch and "unclear". */
export const HANDOFF_QUESTIONS: ReadonlySet<QuestionId> = new Set([
  "contact",
  "email-contact",
  "phone-contact",
  "location-contact",
  "all-contact",
  "urgent-notice",
  "urgent-notice-closed",
  "unclear",
]);

/** Where the conversation now offers "Leave your details", or null where it does not. */
export function handoffPointOf(
  questionId: QuestionId | null,
  recommendation: ServiceRecommendation | null,
): HandoffPoint | null {
  if (recommendation) return recommendation.id;
  return questionId && HANDOFF_QUESTIONS.has(questionId) ? questionId : null;
}
