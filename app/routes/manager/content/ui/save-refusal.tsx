import type { RefObject } from "react";
import { FormAlert } from "~/components/forms/form-alert";
import type { FormValues } from "~/content/studio";
import { answerOrFailure, SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";

/** A save the server refused: a field to look at again, or someone else's newer revision. */
type Refused = { status: "invalid" | "conflict"; message: string; errors: Record<string, string>; values: FormValues };

/** A save that never reached the database: no answer came, or the session had ended. */
type NotSaved = { status: "not-saved"; message: string; signInHref: string | null };

export type SaveRefusal = Refused | NotSaved;

/**
 * The studio's clientAction: the server's answer, or — when none arrives, or the session has ended — a "not saved"
 * answer instead of the error page, so the editor keeps everything typed (its fields are not reset).
 */
export function saveOrNotSaved<T>(serverAction: () => Promise<T>) {
  return answerOrFailure(
    serverAction,
    (): NotSaved => ({
      status: "not-saved",
      message: "The server did not answer, so nothing was saved. Your text is still here: save again in a moment.",
      signInHref: null,
    }),
    SUBMIT_TIMEOUT_MS,
    (ended): NotSaved => ({
      status: "not-saved",
      message: `${ended.error}. Your text is still here: sign in again in a new tab, then save here again.`,
      signInHref: ended.signInHref,
    }),
  );
}

/** What the form shows after a refused or lost save; it takes focus, so a keyboard or screen-reader user hears it. */
export function SaveRefusalAlert({
  refused,
  alertRef,
}: {
  refused: SaveRefusal;
  alertRef: RefObject<HTMLDivElement | null>;
}) {
  const title = refused.status === "invalid" ? refused.message : "Not saved";
  return (
    <div ref={alertRef} tabIndex={-1} className="outline-none">
      <FormAlert tone="error" title={title}>
        {refused.status === "conflict" || refused.status === "not-saved" ? refused.message : refused.errors.form}
        {refused.status === "not-saved" && refused.signInHref ? (
          <>
            {" "}
            <a
              href={refused.signInHref}
              target="_blank"
              rel="noopener"
              className="font-semibold underline underline-offset-4"
            >
              Sign in again (opens a new tab)
            </a>
          </>
        ) : null}
      </FormAlert>
    </div>
  );
}

/** The values a refused save sent back, if it did. */
export const refusedValues = (refused: SaveRefusal | undefined) =>
  refused && refused.status !== "not-saved" ? refused.values : undefined;

/** The field errors of a refused save (none when it never reached the server). */
export const refusedErrors = (refused: SaveRefusal | undefined) =>
  refused && refused.status !== "not-saved" ? refused.errors : {};
