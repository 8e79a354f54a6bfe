import { yesNoText } from "~/lib/schemas/application-fields";
import { Field } from "./details";

/**
 * An application's criminal-history answer, only where the applicant gave one: an application sent while the form
 * did not ask (the switch in app/content/careers.ts) shows no row, and one answered earlier still shows its answer.
 */
export function CriminalHistoryFields({ answer, details }: { answer: "yes" | "no" | null; details: string | null }) {
  if (!answer) return null;
  return (
    <>
      <Field label="Criminal background">{yesNoText(answer)}</Field>
      {answer === "yes" ? (
        <Field label="Criminal background details">
          <p className="whitespace-pre-wrap">{details}</p>
        </Field>
      ) : null}
    </>
  );
}
