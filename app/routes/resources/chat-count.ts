import { appContextOf } from "~/.server/app-context";
import { admitChatCount, countChatStep } from "~/.server/chat/chat";
import { logger } from "~/.server/runtime/logger";
import { redactError } from "~/.server/runtime/redact-error";
import { requestFacts } from "~/.server/runtime/request-context";
import { parseChatCount } from "~/features/chat/analytics-keys";
import type { Route } from "./+types/chat-count";

// The chat's step beacon: {"event","node","option"?} as JSON, counted in aggregate. Only the question graph's own ids
// are accepted, so nobody can write keys of their own; the answer carries nothing (a beacon never reads it).
const MAX_BEACON_BYTES = 512;

export async function action({ request, context }: Route.ActionArgs) {
  const text = await request.text().catch(() => "");
  if (text.length === 0 || text.length > MAX_BEACON_BYTES) return status(400);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return status(400);
  }
  const step = parseChatCount(body);
  if (!step) return status(400);
  try {
    const { db } = appContextOf(context);
    if (!(await admitChatCount(db, requestFacts(request, context).subject))) return status(429);
    await countChatStep(db, step);
    return status(204);
  } catch (error) {
    logger.error({ err: redactError(error) }, "could not count a chat step");
    return status(503);
  }
}

function status(code: number) {
  return new Response(null, { status: code, headers: { "Cache-Control": "no-store" } });
}
