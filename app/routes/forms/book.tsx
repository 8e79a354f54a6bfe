import { submitBook } from "~/.server/forms/book";
import { leadFormAction } from "~/.server/forms/result";
import { TextareaField } from "~/components/forms/field";
import { fieldOf } from "~/components/forms/form-result";
import { LeadForm, LeadFormCard, RequesterFields, serviceTypeFieldOf } from "~/components/forms/lead-form";
import { SelectField } from "~/components/forms/select-field";
import type { SentPageHandle } from "~/components/forms/sent-notice";
import { submitLeadForm } from "~/components/forms/submit-lead-form";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { Hero } from "~/components/sections/hero";
import { bookMeta, bookPage } from "~/content/book";
import { getMeta } from "~/content/meta";
import { quotePresetOf } from "~/content/quote";
import { SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { callDays } from "~/lib/call-slots";
import type { HydrationHandle } from "~/lib/pre-react-script";
import { BOOK_FIELDS, MAX_CALL_NOTE, SLOT_CHOICES } from "~/lib/schemas/book-fields";
import { SERVICE_OPTIONS } from "~/lib/schemas/quote-fields";
import type { Route } from "./+types/book";
import { type SlotDay, SlotPicker } from "./book-slots";

export const meta = () => getMeta({ ...bookMeta, path: "/book" });

/** Per request: the slots on offer change with the clock. `?category=` presets the topic as on /quote. */
export function loader({ request }: Route.LoaderArgs) {
  const preset = quotePresetOf(new URL(request.url));
  const days: SlotDay[] = callDays(new Date()).map((day) => ({
    date: day.date,
    isByAppointment: day.kind === "by-appointment",
  }));
  return { serviceType: preset.serviceType ?? null, category: preset.category, days };
}

// Rendered per request (its times are today's), so the server, not the build, gives it the lead-form pages'
// pre-React script: the app loads when the visitor turns to the form (ADR 010).
export const handle: SentPageHandle & HydrationHandle = {
  sentNoticeId: "call-requested",
  deferHydration: "on-demand",
};

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  // The list of times is today's: never kept by a cache.
  headers.set("Cache-Control", "no-store");
  return headers;
};

export const action = leadFormAction(submitBook);

/**
 * The error summary names each preferred time's list ("Second choice, time"): the messages about a time ("Please
 * choose a different time from your first.") do not say which of the six lists they are about.
 */
const SLOT_SUMMARY_LABELS = Object.fromEntries(
  SLOT_CHOICES.flatMap((choice, index) => {
    const slot = bookPage.slotLabels[index];
    return [
      [choice.day, `${slot}, ${bookPage.dayLabel.toLowerCase()}`],
      [choice.time, `${slot}, ${bookPage.timeLabel.toLowerCase()}`],
    ];
  }),
);

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitLeadForm(request, serverAction, SUBMIT_TIMEOUT_MS);
}

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { serviceType, category, days } = loaderData;
  const form = useLeadForm({
    actionData,
    copy: bookPage,
    draftKey: `book:${category ?? ""}`,
  });

  return (
    <>
      <Hero title={bookPage.heading} description={bookPage.description} art="conversation" />
      <div className="mx-auto max-w-3xl px-4 py-16">
        <LeadFormCard titleId="book-form-title" title={bookPage.formTitle} intro={bookPage.intro}>
          <LeadForm
            form={form}
            copy={bookPage}
            fields={BOOK_FIELDS}
            summaryLabels={SLOT_SUMMARY_LABELS}
            sentNoticeId={handle.sentNoticeId}
            // A new category starts a fresh form, as does a success.
            formKey={category ?? ""}
            hiddenFields={{ category: category ?? "" }}
          >
            <SlotPicker
              days={days}
              choices={SLOT_CHOICES.map((choice) => ({
                day: fieldOf(form, choice.day),
                time: fieldOf(form, choice.time),
              }))}
            />
            <RequesterFields form={form} labels={bookPage.labels} />
            <SelectField {...serviceTypeFieldOf(form, bookPage, serviceType)} options={SERVICE_OPTIONS} />
            <TextareaField
              label={bookPage.labels.message}
              {...fieldOf(form, "message")}
              rows={3}
              maxLength={MAX_CALL_NOTE}
              hint={bookPage.messageHint}
            />
          </LeadForm>
        </LeadFormCard>
      </div>
    </>
  );
}
