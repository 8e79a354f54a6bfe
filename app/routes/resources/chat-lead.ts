import { data } from "react-router";
import { submitChatLead } from "~/.server/chat";
import { responseInitOf } from "~/.server/forms/result";
import type { Route } from "./+types/chat-lead";

// The chat's "Leave your details" form posts here (server.ts has already checked the Origin and the body's size).
export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitChatLead(request, context);
  return data(result, responseInitOf(result));
}
