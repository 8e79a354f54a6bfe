import { isRouteErrorResponse, useRouteError } from "react-router";
import { ManagerErrorPage, SESSION_ENDED_TEXT, sessionEndedSignIn } from "../../ui/error-page";

/**
 * What a studio page shows when it cannot: an unknown section or item (404), a page for admins only (403), a save sent
 * without JavaScript after the session ended (401), or content that could not be loaded. Each says what happened and
 * the way back.
 */
export function StudioError() {
  const error = useRouteError();
  const signInHref = sessionEndedSignIn(error);
  if (signInHref) return <ManagerErrorPage title="Content" href={signInHref} {...SESSION_ENDED_TEXT} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? "There is no such section or item in the content studio: it may have been removed, or the link is not right."
      : status === 403
        ? "Only an admin can do this."
        : "The content studio could not load this page. Try again in a moment.";
  return (
    <ManagerErrorPage
      title="Content"
      message={message}
      href="/manager-dashboard/content"
      linkText="Back to the content studio"
    />
  );
}
