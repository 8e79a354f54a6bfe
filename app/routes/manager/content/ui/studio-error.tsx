import { isRouteErrorResponse, useRouteError } from "react-router";
import { isSessionEnded, SESSION_ENDED_MESSAGE } from "~/lib/session-ended";

/**
 * What a studio page shows when it cannot: an unknown section or item (404), a page for admins only (403), a save sent
 * without JavaScript after the session ended (401), or content that could not be loaded. Each says what happened and
 * the way back.
 */
export function StudioError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (isRouteErrorResponse(error) && isSessionEnded(error.data)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-primary">Content</h1>
        <p role="alert" className="mt-4 text-muted-foreground">
          {SESSION_ENDED_MESSAGE}.
        </p>
        <p className="mt-8">
          <a href={error.data.signInHref} className="font-semibold text-primary underline underline-offset-4">
            Sign in again
          </a>
        </p>
      </div>
    );
  }
  const message =
    status === 404
      ? "There is no such section or item in the content studio: it may have been removed, or the link is not right."
      : status === 403
        ? "Only an admin can do this."
        : "The content studio could not load this page. Try again in a moment.";
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-primary">Content</h1>
      <p role="alert" className="mt-4 text-muted-foreground">
        {message}
      </p>
      <p className="mt-8">
        <a href="/manager-dashboard/content" className="font-semibold text-primary underline underline-offset-4">
          Back to the content studio
        </a>
      </p>
    </div>
  );
}
