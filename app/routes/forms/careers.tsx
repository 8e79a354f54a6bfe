import { z } from "zod";
import { appContextOf } from "~/.server/app-context";
import { careersStructuredData, jobBoardData } from "~/.server/content/pages";
import { submitApplication } from "~/.server/leads/application-form";
import { actionHeadersOnPage, leadFormAction } from "~/.server/leads/form-response";
import { siteOriginOf } from "~/.server/runtime/env";
import { submitLeadForm } from "~/components/forms/submit-lead-form";
import { careersMeta } from "~/content/careers";
import { getMeta } from "~/content/meta";
import { UPLOAD_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { APPLICATION_ROLES } from "~/lib/schemas/application-fields";
import type { Route } from "./+types/careers";
import { applyingTo, CareersView } from "./ui/careers-view";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({ ...careersMeta, path: "/careers", structuredData: loaderData?.structuredData });

// Used by the loader only, so zod stays on the server (the build drops it with the loader).
const RoleSchema = z.enum(APPLICATION_ROLES);

/**
 * The job board shows the postings the content studio published. Without JavaScript the Apply Now buttons submit a
 * GET form to /careers?apply=<posting's address, or a role>, rendered per request with that form open. /careers
 * without a query shows the job board only, and the render cache keeps it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const apply = new URL(request.url).searchParams.get("apply");
  const app = appContextOf(context);
  const content = await app.content.published();
  const postings = jobBoardData(content);
  const posting = postings.find((candidate) => candidate.slug === apply);
  const role = RoleSchema.safeParse(apply);
  return {
    requested: posting ? applyingTo(posting) : role.success ? { role: role.data, posting: null } : null,
    postings,
    structuredData: careersStructuredData(content, siteOriginOf(app.config)),
  };
}

export const headers = actionHeadersOnPage;

/** An application names the posting it answers, if the board lists it still (the content studio's open postings). */
export async function action(args: Route.ActionArgs) {
  const postings = jobBoardData(await appContextOf(args.context).content.published()).map((posting) => ({
    id: posting.id,
    slug: posting.slug,
    title: posting.title,
    role: applyingTo(posting).role,
  }));
  return leadFormAction((request, context) => submitApplication(request, context, { postings }))(args);
}

// With JavaScript: a lost connection, a proxy's error page or no answer in time is answered in place. The
// résumé upload gets longer than the other forms.
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitLeadForm(request, serverAction, UPLOAD_TIMEOUT_MS);
}

export default function CareersPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CareersView postings={loaderData.postings} requested={loaderData.requested} actionData={actionData} />;
}
