import { answerOrFailure } from "~/lib/answer-or-failure";
import type { FormValues } from "~/lib/schemas/form-result";

/**
 * A lead form's clientAction: the server's answer, or — when none arrives (see answerOrFailure) — an
 * "unreachable" result holding what was sent, so the form re-renders with the same entries it already shows.
 */
export function submitLeadForm<T>(request: Request, serverAction: () => Promise<T>, timeoutMs: number) {
  // The router reads the request's body to send it; a copy, read only on failure, gives the entries back.
  const sent = request.clone();
  return answerOrFailure(
    serverAction,
    async () => ({ status: "unreachable" as const, values: textEntriesOf(await sent.formData()) }),
    timeoutMs,
  );
}

/** The text entries of `formData` by name (a repeated name gives a list), as the form echoes them. */
function textEntriesOf(formData: FormData): FormValues {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string") continue; // the résumé stays attached in its input; it is never echoed
    const previous = values[name];
    if (previous === undefined) values[name] = value;
    else values[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return values;
}
