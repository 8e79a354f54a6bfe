// A call request's slots and state on its details page, with the manager's three steps: confirm one of the
// visitor's times, propose another, or decline (only while the visitor's times are open). Each posts to the details
// route's action; without JavaScript the same forms work as plain posts, and the page shows the route's answer. A time
// another call already has is refused with a warning naming that call, and a second button chooses it all the same.
import { useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import type { LeadRecordActionResult, TakenTime } from "~/lib/schemas/lead-record";
import { toast } from "~/lib/toast";
import { ConfirmStep } from "./confirm-step";
import { ErrorLine } from "./error-line";

export type CallView = {
  status: string;
  isOpen: boolean;
  canDecline: boolean;
  /** The visitor's times; `takenBy` says which other call has one already. */
  slots: { start: string; text: string; takenBy: string | null }[];
  scheduled: string | null;
  /** The Central dates and times the propose form offers. */
  proposeDates: { value: string; label: string }[];
  proposeTimes: { value: number; label: string }[];
};

const selectClass =
  "h-9 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/**
 * A step's fetcher and its latest answer: the fetcher's, or without JavaScript the page's own (`answer`, the route's
 * action data, when it answers this step). A taken time is a warning shown in place, not a failure to toast.
 */
function useCallFetcher(key: string, failure: string, answer: LeadRecordActionResult | undefined) {
  const fetcher = useFetcher<LeadRecordActionResult>({ key });
  const data = fetcher.data ?? (answer && "intent" in answer && answer.intent === key ? answer : undefined);
  const shown = useRef<unknown>(undefined);
  useEffect(() => {
    if (!fetcher.data || shown.current === fetcher.data) return;
    shown.current = fetcher.data;
    if (fetcher.data.ok) toast({ title: "Saved", description: "The visitor is e-mailed when mail is on." });
    else if (!fetcher.data.taken) toast({ title: "Error", description: failure, variant: "error" });
  }, [fetcher.data, failure]);
  const error = data && !data.ok ? data.error : null;
  const taken = data && !data.ok ? (data.taken ?? null) : null;
  return { fetcher, error, taken };
}

/** The calls that already have the time, each linked, and the button that chooses the time all the same. */
function TakenTimeChoice({ taken, disabled }: { taken: TakenTime; disabled: boolean }) {
  return (
    <div className="grid justify-items-start gap-2 rounded-md border border-border bg-secondary p-3 text-sm">
      <ul className="list-disc pl-5">
        {taken.calls.map((call) => (
          <li key={call.id}>
            <Link to={`/manager-dashboard/inquiries/${call.id}`} className="underline underline-offset-4">
              {call.name}
            </Link>{" "}
            ({call.state})
          </li>
        ))}
      </ul>
      <Button type="submit" size="sm" variant="outline" name="allowTaken" value={taken.start} disabled={disabled}>
        {taken.again}
      </Button>
    </div>
  );
}

/** One of the propose form's two lists, with its label. */
function ProposeSelect({
  label,
  name,
  options,
}: {
  label: string;
  name: string;
  options: { value: string | number; label: string }[];
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <select id={id} name={name} required className={selectClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CallRequestPanel({
  call,
  isMailing,
  visitorEmail,
  answer,
}: {
  call: CallView;
  isMailing: boolean;
  /** Where the decline's e-mail goes, named in its confirmation. */
  visitorEmail: string;
  /** The route's action data: a step's answer after a plain post (without JavaScript). */
  answer?: LeadRecordActionResult;
}) {
  const confirm = useCallFetcher("call-confirm", "The call could not be confirmed.", answer);
  const propose = useCallFetcher("call-propose", "The time could not be proposed.", answer);
  const decline = useCallFetcher("call-decline", "The call could not be declined.", answer);
  return (
    <section aria-labelledby="call-title" className="rounded-lg border border-border bg-card p-6 shadow-sm">
      <h2 id="call-title" className="text-lg font-semibold text-primary">
        Call request
      </h2>
      <p className="mt-2">
        <span className="font-semibold">State:</span> <span data-testid="call-status">{call.status}</span>
        {call.scheduled ? ` — ${call.scheduled}` : null}
      </p>
      {!isMailing ? (
        <p className="mt-2 text-sm text-muted-foreground">E-mail is off on this server: tell the visitor yourself.</p>
      ) : null}
      {call.isOpen ? (
        <div className="mt-4 grid gap-6">
          <confirm.fetcher.Form method="post" className="grid gap-2">
            <input type="hidden" name="intent" value="call-confirm" />
            <fieldset className="grid gap-1">
              <legend className="text-sm font-semibold">The visitor's times, first choice first</legend>
              {call.slots.map((slot, index) => (
                <label key={slot.start} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="slot" value={slot.start} required defaultChecked={index === 0} />
                  <span>
                    {slot.text}
                    {slot.takenBy ? <span className="text-muted-foreground"> — {slot.takenBy}</span> : null}
                  </span>
                </label>
              ))}
            </fieldset>
            <ErrorLine error={confirm.error} />
            {confirm.taken ? (
              <TakenTimeChoice taken={confirm.taken} disabled={confirm.fetcher.state !== "idle"} />
            ) : null}
            <div>
              <Button type="submit" size="sm" disabled={confirm.fetcher.state !== "idle"}>
                Confirm this time
              </Button>
            </div>
          </confirm.fetcher.Form>
          <propose.fetcher.Form method="post" className="grid gap-2">
            <input type="hidden" name="intent" value="call-propose" />
            <p className="text-sm font-semibold">Or propose another time (Central)</p>
            <div className="flex flex-wrap items-end gap-2">
              <ProposeSelect label="Day" name="date" options={call.proposeDates} />
              <ProposeSelect label="Time" name="time" options={call.proposeTimes} />
              <Button type="submit" size="sm" variant="outline" disabled={propose.fetcher.state !== "idle"}>
                Propose this time
              </Button>
            </div>
            <ErrorLine error={propose.error} />
            {propose.taken ? (
              <TakenTimeChoice taken={propose.taken} disabled={propose.fetcher.state !== "idle"} />
            ) : null}
          </propose.fetcher.Form>
          {call.canDecline ? (
            <decline.fetcher.Form method="post" className="grid gap-2">
              <input type="hidden" name="intent" value="call-decline" />
              <ErrorLine error={decline.error} />
              <div className="grid justify-items-start gap-2">
                <ConfirmStep
                  action="call-decline"
                  label="Decline the call"
                  title="Decline this call request?"
                  confirmLabel="Decline the call"
                  noScriptConfirm="Yes, decline the call request."
                  disabled={decline.fetcher.state !== "idle"}
                >
                  <p>
                    The request closes for good: none of its times can be confirmed afterwards, and no other time
                    proposed.
                  </p>
                  <p>
                    {isMailing
                      ? `We e-mail the visitor at ${visitorEmail} that we cannot hold a call at the times they chose, with a link to request another time.`
                      : "E-mail is off on this server: nobody is e-mailed, so tell the visitor yourself."}
                  </p>
                </ConfirmStep>
              </div>
            </decline.fetcher.Form>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
