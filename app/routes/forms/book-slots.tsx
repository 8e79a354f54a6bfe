import { useEffect, useMemo, useState } from "react";
import { FieldLabel, useDescribedBy } from "~/components/forms/field";
import { FieldError } from "~/components/forms/field-error";
import { Select } from "~/components/ui/select";
import { bookPage } from "~/content/book";
import { describeSlotTime, formatCallDay } from "~/lib/call-slots";

/** The days the page lists: weekdays with their slots' start instants (ISO), Saturdays by appointment. */
export type SlotDay = { date: string; starts: string[] | null };

/**
 * The visitor's own time zone, known only in the browser: until then (and without JavaScript) times are Central
 * only, the same for every visitor.
 */
function useVisitorZone() {
  const [zone, setZone] = useState<string | undefined>(undefined);
  useEffect(() => {
    try {
      setZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    } catch {
      // No Intl time zone: Central only.
    }
  }, []);
  return zone;
}

/** Up to three preferred slots as native selects: one list per choice, grouped by day, keyboard and no-JS ready. */
export function SlotPicker({
  days,
  values,
  errors,
}: {
  days: SlotDay[];
  values: (string | undefined)[];
  errors: (string | undefined)[];
}) {
  const zone = useVisitorZone();
  // Each slot's label once for the three lists: hundreds of options, relabelled when the visitor's zone is known.
  const labels = useMemo(
    () =>
      new Map(days.flatMap((day) => (day.starts ?? []).map((s) => [s, describeSlotTime(new Date(s), zone)] as const))),
    [days, zone],
  );
  const hasLocal = zone !== undefined && [...labels.values()].some((label) => label.includes("your time"));
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">{bookPage.slotsLegend}</legend>
      <p className="text-sm text-muted-foreground">
        {bookPage.slotsHint} {hasLocal ? bookPage.withLocal : bookPage.centralOnly}
      </p>
      {bookPage.slotLabels.map((label, index) => (
        <SlotSelect
          key={label}
          name={`slot${index + 1}`}
          label={label}
          isRequired={index === 0}
          days={days}
          labels={labels}
          defaultValue={values[index] ?? ""}
          error={errors[index]}
        />
      ))}
      <p className="text-sm">{bookPage.saturday}</p>
    </fieldset>
  );
}

function SlotSelect({
  name,
  label,
  isRequired,
  days,
  labels,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  isRequired: boolean;
  days: SlotDay[];
  labels: ReadonlyMap<string, string>;
  defaultValue: string;
  error: string | undefined;
}) {
  const { controlId, errorId, aria } = useDescribedBy(undefined, error);
  return (
    <div className="grid gap-1.5">
      <FieldLabel htmlFor={controlId} label={label} isRequired={isRequired} />
      <Select id={controlId} name={name} required={isRequired} defaultValue={defaultValue} {...aria}>
        <option value="">{bookPage.slotPlaceholder}</option>
        {days.map((day) => (
          <optgroup key={day.date} label={`${formatCallDay(day.date)}${day.starts ? "" : " — by appointment"}`}>
            {day.starts ? (
              day.starts.map((start) => (
                <option key={start} value={start}>
                  {labels.get(start)}
                </option>
              ))
            ) : (
              <option disabled value={`by-appointment-${day.date}`}>
                By appointment — leave a note
              </option>
            )}
          </optgroup>
        ))}
      </Select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
