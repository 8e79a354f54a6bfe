import { Link } from "react-router";

/**
 * A form's inline error, announced when it appears; nothing when there is none. With `signInHref` (the session ended)
 * it links to the sign-in that comes back to this page.
 */
export function ErrorLine({ error, id, signInHref }: { error: string | null; id?: string; signInHref?: string }) {
  return error ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {error}
      {signInHref ? (
        <>
          {" "}
          <Link to={signInHref} className="font-semibold underline underline-offset-4">
            Sign in again
          </Link>
        </>
      ) : null}
    </p>
  ) : null;
}
