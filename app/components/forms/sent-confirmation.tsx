import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { CircleCheck } from "~/components/ui/icons/circle-check";
import { useFirmDetails } from "../layout/use-firm-details";

/**
 * Takes the form's place after a successful submission and stays until the visitor leaves or asks for a fresh form:
 * the toast is gone after a few seconds, and someone who looked away must still be able to tell it worked. Focus
 * moves to its heading so screen-reader and keyboard users land on it.
 */
export function SentConfirmation({
  title,
  received,
  nextSteps,
  sendAnotherLabel,
  onSendAnother,
}: {
  title: string;
  received: string;
  nextSteps: string;
  sendAnotherLabel: string;
  onSendAnother: () => void;
}) {
  const firm = useFirmDetails();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="sent-confirmation-title"
      className="mt-6 rounded-lg border border-primary/30 bg-secondary p-6 text-secondary-foreground"
    >
      <div className="flex gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="grid gap-3">
          <h3
            id="sent-confirmation-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold text-primary outline-none"
          >
            {title}
          </h3>
          <p className="text-foreground">{received}</p>
          <div>
            <h4 className="font-semibold text-foreground">What happens next</h4>
            <p className="mt-1 text-foreground">{nextSteps}</p>
          </div>
          <p className="text-foreground">
            Anything urgent? Call us at{" "}
            <a href={`tel:${firm.phoneHref}`} className="font-semibold text-primary underline underline-offset-4">
              {firm.phone}
            </a>
            .
          </p>
          <div>
            <Button type="button" variant="outline" onClick={onSendAnother}>
              {sendAnotherLabel}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
