import { submitChatLead } from "~/.server/chat/chat";
import { leadFormAction } from "~/.server/leads/form-response";

// The chat's "Leave your details" form posts here (server.ts has already checked the Origin and the body's size).
export const action = leadFormAction(submitChatLead);
