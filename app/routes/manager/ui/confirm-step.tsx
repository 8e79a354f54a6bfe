import { type ReactNode, useId, useRef } from "react";
import { Button, type ButtonVariantProps } from "~/components/ui/button";

/** The form field that carries the confirmation; its value names the action (e.g. "call-decline"). */
export const CONFIRM_FIELD = "confirm";

/**
 * The step between a manager's button and a change that cannot be undone (declining a call, revoking a link or an
 * account). Put it inside the action's form, in the button's place. The server refuses the action unless the form
 * carries `confirm=<action>`, and the two ways of giving it are:
 * - with JavaScript, the button opens a modal dialog (native <dialog>: focus moves into it, to Cancel; Escape or Cancel
 *   closes it and focus returns to the button) that says what will happen and who is e-mailed; its confirm button
 *   submits the form with the field;
 * - without JavaScript, the form shows a required "Yes, …" checkbox (in <noscript>), so a plain post cannot go
 *   through unconfirmed either. A button pressed while the page's script is still loading posts without the field,
 *   and the server refuses it: nothing changes.
 */
export function ConfirmStep({
  action,
  label,
  hiddenLabel,
  title,
  confirmLabel,
  noScriptConfirm,
  disabled = false,
  variant = "outline",
  size = "sm",
  children,
}: {
  /** The value the server expects in the confirm field. */
  action: string;
  /** The button's text, which opens the dialog. */
  label: string;
  /** Read after the label by screen readers only (e.g. whose access a Revoke button ends). */
  hiddenLabel?: string;
  /** The dialog's heading, a question: "Decline this call request?" */
  title: string;
  /** The dialog's confirm button. */
  confirmLabel: string;
  /** The checkbox's words without JavaScript: "Yes, decline the call request." */
  noScriptConfirm: string;
  disabled?: boolean;
  /** What will happen, and who will be e-mailed. */
  children: ReactNode;
} & ButtonVariantProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const close = () => dialogRef.current?.close();
  return (
    <>
      <noscript>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name={CONFIRM_FIELD} value={action} required className="mt-0.5" />
          {noScriptConfirm}
        </label>
      </noscript>
      <Button
        ref={triggerRef}
        type="submit"
        variant={variant}
        size={size}
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          dialogRef.current?.showModal();
          // The least harmful choice takes the focus, as the dialog's answer is not to be given by a stray Enter.
          cancelRef.current?.focus();
        }}
      >
        {label}
        {hiddenLabel ? <span className="sr-only"> {hiddenLabel}</span> : null}
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        // Escape and Cancel close it; the focus goes back to the button that opened it.
        onClose={() => triggerRef.current?.focus()}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-border bg-card p-6 text-left text-foreground shadow-xl backdrop:bg-black/50"
      >
        <h2 id={titleId} className="text-lg font-semibold text-primary">
          {title}
        </h2>
        <div id={bodyId} className="mt-2 grid gap-2 text-sm">
          {children}
        </div>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button
            type="submit"
            name={CONFIRM_FIELD}
            value={action}
            size="sm"
            className="bg-destructive text-white hover:bg-destructive/90"
            onClick={close}
          >
            {confirmLabel}
          </Button>
          <Button ref={cancelRef} type="button" variant="outline" size="sm" onClick={close}>
            Cancel
          </Button>
        </div>
      </dialog>
    </>
  );
}
