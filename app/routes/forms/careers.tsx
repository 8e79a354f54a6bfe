import { z } from "zod";
import { appContextOf } from "~/.server/app-context";
import { jobBoardData } from "~/.server/content/pages";
import { submitApplication } from "~/.server/leads/application-form";
import { actionHeadersOnPage, leadFormAction } from "~/.server/leads/form-response";
import { submitLeadForm } from "~/components/forms/submit-lead-form";
import { careersMeta } from "~/content/careers";
import { getMeta } from "~/content/meta";
import { UPLOAD_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { APPLICATION_ROLES } from "~/lib/schemas/application-fields";
import type { Route } from "./+types/careers";
import { CareersView } from "./ui/careers-view";

export const meta = () => getMeta({ ...careersMeta, path: "/careers" });

// Used by the loader only, so zod stays on the server (the build drops it with the loader).
const RoleSchema = z.enum(APPLICATION_ROLES);

/**
 * The job board shows the postings the content studio published. Without JavaScript the Apply Now buttons submit a
 * GET form to /careers?apply=<role>, rendered per request with that role's form open. /careers without a query shows
 * the job board only, and the render cache keeps it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = RoleSchema.safeParse(new URL(request.url).searchParams.get("apply"));
  const postings = jobBoardData(await appContextOf(context).content.published());
  return { requestedRole: parsed.success ? parsed.data : null, postings };
}

export const headers = actionHeadersOnPage;

export const action = leadFormAction(submitApplication);

// With JavaScript: a lost connection, a proxy's error page or no answer in time is answered in place. The
// résumé upload gets longer than the other forms.
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitLeadForm(request, serverAction, UPLOAD_TIMEOUT_MS);
}

export default function CareersPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CareersView {...loaderData} actionData={actionData} />;
}
