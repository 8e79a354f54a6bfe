import { isRouteErrorResponse } from "react-router";
import { isSessionEnded, SESSION_ENDED_MESSAGE } from "~/lib/session-ended";

/**
 * A manager page that could not be shown: its title, what happened (announced at once) and the one way on. `isMain`
 * when it stands in for the whole page (the layout's boundary), not inside the manager frame.
 */
export function ManagerErrorPage({
  title,
  message,
  href,
  linkText,
  isMain = false,
}: {
  title: string;
  message: string;
  href: string;
  linkText: string;
  isMain?: boolean;
}) {
  const Frame = isMain ? "main" : "div";
  return (
    <Frame id={isMain ? "main" : undefined} className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-primary">{title}</h1>
      <p role="alert" className="mt-4 text-muted-foreground">
        {message}
      </p>
      <p className="mt-8">
        <a href={href} className="font-semibold text-primary underline underline-offset-4">
          {linkText}
        </a>
      </p>
    </Frame>
  );
}

/** The sign-in that returns to the page, when `error` is a change or page refused because the session ended. */
export function sessionEndedSignIn(error: unknown) {
  return isRouteErrorResponse(error) && isSessionEnded(error.data) ? error.data.signInHref : undefined;
}

export const SESSION_ENDED_TEXT = { message: `${SESSION_ENDED_MESSAGE}.`, linkText: "Sign in again" } as const;
