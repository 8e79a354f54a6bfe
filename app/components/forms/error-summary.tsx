import type { Ref } from "react";
import { CircleAlert } from "~/components/ui/icons/circle-alert";
import { fieldIdOf } from "./submission-result";

const CONTROLS = "input:not([type=hidden]), select, textarea";

/**
 * Moves to a field as the GOV.UK Design System's error summary does: its label or legend scrolled into view (a link to
 * the control alone would hide the question above it) and the focus in the control, the first option of a group.
 */
function goToField(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  const control = target?.matches(CONTROLS) ? target : target?.querySelector<HTMLElement>(CONTROLS);
  if (!target || !control) return; // the link's own jump is the way there
  event.preventDefault();
  const heading =
    target.closest("fieldset")?.querySelector("legend") ?? document.querySelector(`label[for="${CSS.escape(id)}"]`);
  (heading ?? control).scrollIntoView({ block: "start" });
  control.focus({ preventScroll: true });
}

/**
 * "There is a problem": the form's field errors listed above it, each a link to its field, as the GOV.UK Design System
 * shows them. Fields in `order` (the form's own order) come first, linked; a message no field shows follows as text.
 * `labels` puts a field's name before a message that does not say which field it is about ("Second choice, time").
 * The form focuses the summary when it appears after a submission.
 */
export function ErrorSummary({
  errors,
  order,
  labels = {},
  ref,
}: {
  errors: Record<string, string>;
  order: readonly string[];
  labels?: Readonly<Record<string, string>>;
  ref?: Ref<HTMLDivElement>;
}) {
  const placed = order.filter((name) => errors[name] !== undefined);
  const unplaced = Object.keys(errors).filter((name) => !order.includes(name));
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-lg border-2 border-destructive bg-destructive/5 p-4 outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div role="alert">
        <h2 id="error-summary-title" className="flex items-center gap-2 font-semibold text-destructive">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          There is a problem
        </h2>
        <ul className="mt-2 grid gap-1 pl-7 text-sm">
          {placed.map((name) => {
            const id = fieldIdOf(name);
            const label = labels[name];
            return (
              <li key={name}>
                <a
                  href={`#${id}`}
                  onClick={(event) => goToField(event, id)}
                  className="font-semibold text-destructive underline underline-offset-4"
                >
                  {label ? `${label}: ${errors[name]}` : errors[name]}
                </a>
              </li>
            );
          })}
          {unplaced.map((name) => (
            <li key={name} className="text-foreground">
              {errors[name]}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
