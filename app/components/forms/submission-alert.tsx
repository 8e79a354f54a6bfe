import { FormAlert } from "./form-alert";

/**
 * The form-level answer shown above the form. Without JavaScript it is the only feedback, so an error repeats
 * the toast's words (`failure`) with the reason (`problem`) and any messages no field shows (`details`).
 */
export function SubmissionAlert({
  failure,
  problem,
  details = [],
  success,
}: {
  failure: string;
  problem: string | undefined;
  details?: string[];
  success?: { title: string; description: string };
}) {
  if (success)
    return (
      <FormAlert tone="success" title={success.title}>
        {success.description}
      </FormAlert>
    );
  if (!problem) return null;
  return (
    <FormAlert tone="error" title={failure}>
      <p>{problem}</p>
      {details.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {details.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}
