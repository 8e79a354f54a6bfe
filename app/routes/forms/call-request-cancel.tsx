import { data, Link } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { cancelCallByToken, findCallByCancelToken } from "~/.server/leads/call-requests";
import { logger } from "~/.server/runtime/logger";
import { redactError } from "~/.server/runtime/redact-error";
import { Button, buttonVariants } from "~/components/ui/button";
import { cancelPage } from "~/content/call-request";
import { getMeta } from "~/content/meta";
import { formatSlotCentral } from "~/lib/call-request-text";
import type { Route } from "./+types/call-request-cancel";

export const meta = () =>
  getMeta({ title: cancelPage.title, description: cancelPage.title, path: "/book", noindex: true });

// The address holds a secret: never cached, never indexed, never sent to another site as a referrer (same-origin,
// not no-referrer: the cancel form's POST must still carry this origin for the server's cross-site check).
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "same-origin" };
export const headers = () => PRIVATE;

type PageState =
  | { state: "open"; when: string }
  | { state: "invalid" }
  | { state: "done"; mailed: boolean }
  | { state: "failed" };

/** Opening the link only asks: a mail scanner that follows links cancels nothing. */
export async function loader({ params, context }: Route.LoaderArgs): Promise<PageState> {
  try {
    const call = await findCallByCancelToken(appContextOf(context).db, params.token);
    return call ? { state: "open", when: formatSlotCentral(call.scheduledAt) } : { state: "invalid" };
  } catch (error) {
    logger.error({ err: redactError(error) }, "could not read a call's cancel link");
    return { state: "failed" };
  }
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    const app = appContextOf(context);
    const cancelled = await cancelCallByToken(app, params.token);
    return data<PageState>(
      cancelled ? { state: "done", mailed: app.notifications.mailHost !== null } : { state: "invalid" },
      {
        status: cancelled ? 200 : 410,
        headers: PRIVATE,
      },
    );
  } catch (error) {
    logger.error({ err: redactError(error) }, "could not cancel a call");
    return data<PageState>({ state: "failed" }, { status: 503, headers: PRIVATE });
  }
}

export default function CallRequestCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold text-primary">{cancelPage.title}</h1>
      <div role="status" className="mt-6 grid gap-4">
        {page.state === "open" ? (
          <>
            <p>
              {cancelPage.question} <strong>{page.when}</strong>?
            </p>
            <form method="post">
              <Button type="submit">{cancelPage.button}</Button>
            </form>
          </>
        ) : page.state === "done" ? (
          <p>{page.mailed ? cancelPage.done : cancelPage.doneNoMail}</p>
        ) : page.state === "failed" ? (
          <p>{cancelPage.failed}</p>
        ) : (
          <p>{cancelPage.invalid}</p>
        )}
      </div>
      {page.state === "done" || page.state === "invalid" ? (
        <p className="mt-6">
          <Link to="/book" className={buttonVariants({ variant: "outline" })}>
            {cancelPage.requestAnother}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
