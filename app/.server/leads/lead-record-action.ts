// The action behind a lead's details page: assign, note, outcome, delete, and a call request's confirm, propose and
// decline. Every request is checked here for the session and the role (delete: admins only) and validated with zod,
// whatever page sent it.
import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppContext } from "~/.server/app-context";
import { actorOf } from "~/.server/auth/actor";
import { requireManager } from "~/.server/auth/session";
import type { LeadKind } from "~/.server/db/schema";
import { handleCallAction } from "~/.server/leads/call-request-action";
import { addLeadNote, assignLead, deleteLead, setInquiryOutcome } from "~/.server/leads/lead-record";
import { requestLogger } from "~/.server/runtime/logger";
import { redactError } from "~/.server/runtime/redact-error";
import { CHANGE_NOT_SAVED, type LeadRecordActionResult, LeadRecordActionSchema } from "~/lib/schemas/lead-record";

const NO_STORE = { "Cache-Control": "no-store" };
const LeadIdSchema = z.uuid();
const INTENTS = new Set<string>(LeadRecordActionSchema.options.map((option) => option.shape.intent.value));

function answer(result: LeadRecordActionResult, status = 200) {
  return data(result, { status, headers: NO_STORE });
}

export async function handleLeadRecordAction(app: AppContext, request: Request, kind: LeadKind, leadId: string) {
  const manager = await requireManager(app, request);
  const actor = actorOf(manager);
  const form = await request.formData().catch(() => null);
  const parsed = LeadRecordActionSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    // The form the refusal is about shows it in place (a page without JavaScript picks its answer by intent).
    const intent = form?.get("intent");
    return answer(
      {
        ok: false,
        ...(typeof intent === "string" && INTENTS.has(intent) ? { intent } : {}),
        error: parsed.error.issues[0]?.message ?? "This request could not be read.",
      },
      400,
    );
  }
  const action = parsed.data;
  if (!LeadIdSchema.safeParse(leadId).success) {
    return answer({ ok: false, intent: action.intent, error: "Not found." }, 404);
  }
  try {
    switch (action.intent) {
      case "assign": {
        const outcome = await assignLead(app.db, kind, leadId, action.ownerId, actor);
        if (outcome === "not-found") return answer({ ok: false, intent: "assign", error: "Not found." }, 404);
        if (outcome === "not-a-manager") {
          return answer({ ok: false, intent: "assign", error: "Choose a manager from the list." }, 400);
        }
        return answer({ ok: true, intent: "assign" });
      }
      case "note":
        if (!(await addLeadNote(app.db, kind, leadId, action.body, actor))) {
          return answer({ ok: false, intent: "note", error: "Not found." }, 404);
        }
        return answer({ ok: true, intent: "note" });
      case "outcome":
        if (kind !== "inquiry" || !(await setInquiryOutcome(app.db, leadId, action.outcome, actor))) {
          return answer({ ok: false, intent: "outcome", error: "Not found." }, 404);
        }
        return answer({ ok: true, intent: "outcome" });
      case "call-confirm":
      case "call-propose":
      case "call-decline": {
        if (kind !== "inquiry") return answer({ ok: false, intent: action.intent, error: "Not found." }, 404);
        const [result, status] = await handleCallAction(app, action, leadId, actor);
        return answer(result, status);
      }
      case "delete":
        if (manager.role !== "admin") {
          return answer({ ok: false, intent: "delete", error: "Only an admin can delete a lead." }, 403);
        }
        if (!(await deleteLead(app, kind, leadId, actor))) {
          return answer({ ok: false, intent: "delete", error: "Not found." }, 404);
        }
        requestLogger(request).info({ event: "lead-deleted", kind, by: manager.user.id }, "lead deleted");
        throw redirect(kind === "inquiry" ? "/manager-dashboard" : "/manager-dashboard?tab=applications", {
          headers: NO_STORE,
        });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    requestLogger(request).error({ err: redactError(error) }, "a lead change failed");
    return answer({ ok: false, intent: action.intent, error: CHANGE_NOT_SAVED }, 500);
  }
}
