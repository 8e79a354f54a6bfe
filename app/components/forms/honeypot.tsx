import { useId } from "react";
import { HONEYPOT_FIELD } from "~/lib/schemas/honeypot";

/**
 * A field people never see or reach: it is visually hidden, out of the tab order and hidden from assistive
 * technology. Form-filling bots fill it in, and the server then quietly drops the submission.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" aria-hidden="true" />
    </div>
  );
}
