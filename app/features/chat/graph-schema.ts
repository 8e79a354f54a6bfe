import { z } from "zod";
import { QUESTION_IDS, SERVICE_IDS } from "./graph-ids";

// The chat's data contract. graph.ts infers its types from these schemas with a type-only import,
// so zod never reaches the browser bundle; graph.test.ts parses the real graph with them.

export const QuestionIdSchema = z.enum(QUESTION_IDS);
export const ServiceIdSchema = z.enum(SERVICE_IDS);

const label = z.string().trim().min(1, "an option needs a label").max(80, "keep option labels short");

export const ChatOptionSchema = z.union([
  z.strictObject({ label, nextQuestion: QuestionIdSchema }),
  z.strictObject({ label, service: ServiceIdSchema }),
]);

export const QuestionNodeSchema = z.strictObject({
  id: QuestionIdSchema,
  text: z.string().trim().min(1, "a question needs text"),
  options: z.array(ChatOptionSchema).min(1, "a question without options is a dead end"),
});

/** Every question id must be present (an exhaustive record), keyed by its own id, with reachable targets. */
export const ChatGraphSchema = z.record(QuestionIdSchema, QuestionNodeSchema).superRefine((graph, ctx) => {
  for (const [key, node] of Object.entries(graph)) {
    if (node.id !== key) ctx.addIssue({ code: "custom", path: [key, "id"], message: `node filed under ${key}` });
    const labels = node.options.map((option) => option.label.toLowerCase());
    if (new Set(labels).size !== labels.length) {
      ctx.addIssue({ code: "custom", path: [key, "options"], message: "two options share a label" });
    }
    node.options.forEach((option, index) => {
      if ("nextQuestion" in option && !(option.nextQuestion in graph)) {
        ctx.addIssue({ code: "custom", path: [key, "options", index], message: `no node ${option.nextQuestion}` });
      }
    });
  }
});

export const ServiceRecommendationSchema = z.strictObject({
  id: ServiceIdSchema,
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  /** A path on this site, the external maps search for the location redirect, or the firm's tel: number. */
  path: z.string().regex(/^(\/|https:\/\/|tel:\+\d+$)/, "a site path, an https address or a tel: number"),
  category: z.string().trim().min(1),
});
