import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { type Option, SelectField } from "~/components/forms/select-field";
import { callRequestPage } from "~/content/call-request";
import {
  CALL_DAY_OPENS,
  CALL_START_MINUTES,
  callTimeValue,
  centralInstant,
  describeSlotTime,
  formatCallDay,
  formatClock,
} from "~/lib/call-slots";
import { centralWallClock } from "~/lib/central-wall-clock";

/** The days the page lists (Central dates): weekdays to choose, Saturdays shown as by appointment only. */
export type SlotDay = { date: string; isByAppointment: boolean };

/** One field of a preferred time: its name, the entry to put back in it, and its error (see fieldOf). */
type ChoicePart = { name: string; id: string; defaultValue: string | undefined; error: string | undefined };
type OnSelect = React.ChangeEventHandler<HTMLSelectElement>;

/**
 * The visitor's own time zone, known only in the browser: until then (and without JavaScript) times are Central
 * only, the same for every visitor.
 */
function useVisitorZone() {
  const [zone, setZone] = useState<string | undefined>(undefined);
  useEffect(() => {
    try {
      const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      // Relabelling the lists is not urgent: as a transition it yields to the visitor's input.
      startTransition(() => setZone(visitorZone));
    } catch {
      // No Intl time zone: Central only.
    }
  }, []);
  return zone;
}

const timeOptionsOf = (labelOf: (minutes: number) => string): Option[] =>
  CALL_START_MINUTES.map((minutes) => ({ value: callTimeValue(minutes), label: labelOf(minutes) }));
const CENTRAL_TIME_OPTIONS = timeOptionsOf((minutes) => `${formatClock(minutes)} Central`);
const localTimeOptions = new Map<string, Option[]>();

/**
 * The time list for a visitor in `zone` on the Central date `day` (their offset from Central depends on the day).
 * Worked out once per zone and day, and shared by the three choices: each label costs several Intl calls.
 */
function timeOptionsFor(zone: string | undefined, day: string | undefined) {
  if (!zone || !day) return CENTRAL_TIME_OPTIONS;
  const key = `${zone} ${day}`;
  let options = localTimeOptions.get(key);
  if (!options) {
    options = timeOptionsOf((minutes) => describeSlotTime(centralInstant(day, minutes), zone));
    localTimeOptions.set(key, options);
  }
  return options;
}

/** The start times ("09:00") other calls have taken, by Central date, from their instants (ISO). */
function takenByDay(takenTimes: readonly string[]) {
  const byDay = new Map<string, Set<string>>();
  for (const start of takenTimes) {
    const wall = centralWallClock(new Date(start));
    const times = byDay.get(wall.date) ?? new Set<string>();
    times.add(callTimeValue(wall.minutes));
    byDay.set(wall.date, times);
  }
  return byDay;
}

/** The time list with the times another call has taken on the chosen day shown as booked, not choosable. */
function withTaken(options: Option[], taken: ReadonlySet<string> | undefined) {
  if (!taken || taken.size === 0) return options;
  return options.map((option) =>
    taken.has(option.value)
      ? { ...option, label: `${option.label} — ${callRequestPage.booked}`, disabled: true }
      : option,
  );
}

/**
 * Up to three preferred slots, each a day list and a time list (native selects: keyboard and no-JS ready, and a few
 * dozen options rather than hundreds). A time another call has taken is listed as booked on its day, once the day is
 * chosen; without JavaScript the server refuses it on the field.
 */
export function SlotPicker({
  days,
  takenTimes,
  choices,
}: {
  days: SlotDay[];
  /** Start instants (ISO) of the times other calls have taken. */
  takenTimes: readonly string[];
  choices: readonly { day: ChoicePart; time: ChoicePart }[];
}) {
  const zone = useVisitorZone();
  const taken = useMemo(() => takenByDay(takenTimes), [takenTimes]);
  const weekdays = useMemo(() => days.filter((day) => !day.isByAppointment).map((day) => day.date), [days]);
  const dayOptions = useMemo(
    () =>
      days.map(({ date, isByAppointment }) => ({
        value: date,
        label: isByAppointment ? `${formatCallDay(date)} — ${callRequestPage.byAppointment}` : formatCallDay(date),
        disabled: isByAppointment,
      })),
    [days],
  );
  // The offset from Central can change within the list (daylight saving starts or ends on other dates elsewhere).
  const hasLocal = useMemo(
    () =>
      zone !== undefined &&
      weekdays.some((date) => describeSlotTime(centralInstant(date, CALL_DAY_OPENS), zone).includes("your time")),
    [zone, weekdays],
  );
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">{callRequestPage.slotsLegend}</legend>
      <p className="text-sm text-muted-foreground">
        {callRequestPage.slotsHint} {hasLocal ? callRequestPage.withLocal : callRequestPage.centralOnly}
      </p>
      {callRequestPage.slotLabels.map((legend, index) => (
        <SlotChoice
          key={legend}
          legend={legend}
          isRequired={index === 0}
          dayOptions={dayOptions}
          weekdays={weekdays}
          zone={zone}
          taken={taken}
          day={choices[index]!.day}
          time={choices[index]!.time}
        />
      ))}
      <p className="text-sm">{callRequestPage.saturday}</p>
    </fieldset>
  );
}

function SlotChoice({
  legend,
  isRequired,
  dayOptions,
  weekdays,
  zone,
  taken,
  day,
  time,
}: {
  legend: string;
  isRequired: boolean;
  dayOptions: Option[];
  weekdays: string[];
  zone: string | undefined;
  taken: ReadonlyMap<string, ReadonlySet<string>>;
  day: ChoicePart;
  time: ChoicePart;
}) {
  const [chosenDay, setChosenDay] = useState(day.defaultValue ?? "");
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  // A day chosen before the app had loaded (ADR 010) is only in the DOM: hydration keeps the selection.
  useEffect(() => {
    const chosen = fieldsetRef.current?.querySelector<HTMLSelectElement>(`select[name="${day.name}"]`)?.value;
    if (chosen) setChosenDay(chosen);
  }, [day.name]);
  // The visitor's own time depends on the day (daylight saving): the chosen one, else the first on the list.
  const referenceDay = weekdays.includes(chosenDay) ? chosenDay : weekdays[0];
  const lists: { part: ChoicePart; label: string; placeholder: string; options: Option[]; onChange?: OnSelect }[] = [
    {
      part: day,
      label: callRequestPage.dayLabel,
      placeholder: callRequestPage.dayPlaceholder,
      options: dayOptions,
      onChange: (event) => setChosenDay(event.currentTarget.value),
    },
    {
      part: time,
      label: callRequestPage.timeLabel,
      placeholder: callRequestPage.timePlaceholder,
      options: withTaken(timeOptionsFor(zone, referenceDay), taken.get(chosenDay)),
    },
  ];
  return (
    <fieldset ref={fieldsetRef} className="grid min-w-0 gap-3 sm:grid-cols-2">
      <legend className="mb-1.5 text-sm font-medium">
        {legend}
        {isRequired ? null : <span className="font-normal text-muted-foreground"> (optional)</span>}
      </legend>
      {lists.map(({ part, ...list }) => (
        <SelectField
          key={part.name}
          className="content-start"
          id={part.id}
          name={part.name}
          required={isRequired}
          markOptional={false}
          defaultValue={part.defaultValue ?? ""}
          error={part.error}
          {...list}
        />
      ))}
    </fieldset>
  );
}
