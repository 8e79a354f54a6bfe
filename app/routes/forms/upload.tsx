// /upload/:token — where an agency sends the documents a manager asked for. Rendered per request (the link is
// private). A link with a passcode asks for it first, on a step of its own (a small form: no file travels before the
// passcode is right); then a plain multipart form that works without JavaScript, and with it each file goes on its
// own with a progress bar (agency-upload-form.tsx). Expired, revoked and unknown links get one clear page (410 / 404).
import { data, redirect } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { requestFacts } from "~/.server/runtime/request-context";
import {
  countRequestUploads,
  findRequestByToken,
  headersOf,
  receiveAgencyUpload,
  unlockUploadLink,
  uploadHttpStatusOf,
} from "~/.server/uploads/agency-upload";
import { hasUploadPass } from "~/.server/uploads/upload-pass";
import { stateOf } from "~/.server/uploads/upload-requests";
import { AgencyUploadForm, PasscodeStep } from "~/components/forms/agency-upload-form";
import { getMeta } from "~/content/meta";
import { formatCentralDateTime } from "~/lib/central-time";
import type { Route } from "./+types/upload";

export const meta = () =>
  getMeta({
    title: "Send documents securely",
    description: "Send the documents we asked for.",
    path: "/upload",
    noindex: true,
  });

// The link is a secret: never cached, never indexed, never passed on to another site as a referrer. (Not
// "no-referrer": with it the browser sends "Origin: null" on the form's own POST, which is refused as cross-site.)
export const headers = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
});

export async function loader({ request: httpRequest, params, context }: Route.LoaderArgs) {
  const { db, content } = appContextOf(context);
  const request = await findRequestByToken(db, params.token);
  if (!request) return data({ state: "unknown" as const }, { status: 404 });
  const state = stateOf(request);
  if (state !== "open") return data({ state }, { status: 410 });
  return {
    state,
    agencyName: request.agencyName,
    purpose: request.purpose,
    // The firm asks, whichever manager made the link.
    requestedBy: (await content.published()).firm.name,
    expiresText: formatCentralDateTime(request.expiresAt),
    needsPasscode: request.passcodeHash !== null && !hasUploadPass(httpRequest.headers, request),
    received: await countRequestUploads(db, request.id),
  };
}

/** The passcode step posts a small URL-encoded form; the files step a multipart one. */
const isPasscodeStep = (request: Request) =>
  (request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  if (isPasscodeStep(request)) {
    const outcome = await unlockUploadLink(app, request, requestFacts(request, context), params.token);
    // The page again, now with its files step: the pass is a cookie, so a reload keeps it.
    if (outcome.status === "unlocked") {
      throw redirect(`/upload/${params.token}`, outcome.cookie ? { headers: { "Set-Cookie": outcome.cookie } } : {});
    }
    return data(outcome, { status: uploadHttpStatusOf(outcome) });
  }
  const result = await receiveAgencyUpload(app, request, requestFacts(request, context), params.token);
  return data(result, { status: uploadHttpStatusOf(result), headers: headersOf(result) });
}

export default function UploadPage({ loaderData, actionData, params }: Route.ComponentProps) {
  if (loaderData.state !== "open" || actionData?.status === "gone") {
    return <LinkNotUsable />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-bold text-3xl">Send documents securely</h1>
      <dl className="mt-6 grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold">Requested by</dt>
        <dd>
          {loaderData.requestedBy}, for {loaderData.agencyName}
        </dd>
        <dt className="font-semibold">What to send</dt>
        <dd className="whitespace-pre-line">{loaderData.purpose}</dd>
        <dt className="font-semibold">Link works until</dt>
        <dd>{loaderData.expiresText}</dd>
        <dt className="font-semibold">Files received so far</dt>
        <dd>{loaderData.received}</dd>
      </dl>
      {loaderData.needsPasscode ? (
        <PasscodeStep result={actionData ?? null} />
      ) : (
        <AgencyUploadForm token={params.token} result={actionData ?? null} />
      )}
    </div>
  );
}

function LinkNotUsable() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="font-bold text-3xl">This upload link cannot be used</h1>
      <p className="mt-4">
        The link has expired, was withdrawn, or is not complete. Please ask the person who sent it to you for a new
        link. Nothing you send through an old link is received.
      </p>
    </div>
  );
}
