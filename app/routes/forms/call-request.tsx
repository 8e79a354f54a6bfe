import { appContextOf } from "~/.server/app-context";
import { trailData } from "~/.server/content/pages";
import { listTakenTimes } from "~/.server/leads/call-requests";
import { leadFormAction } from "~/.server/leads/form-response";
import { submitCallRequest } from "~/.server/leads/inquiry-form";
import { siteOriginOf } from "~/.server/runtime/env";
import { requestLogger } from "~/.server/runtime/logger";
import { redactError } from "~/.server/runtime/redact-error";
import { TextareaField } from "~/components/forms/field";
import { LeadForm, LeadFormCard, RequesterFields, serviceTypeFieldOf } from "~/components/forms/lead-form";
import { SelectField } from "~/components/forms/select-field";
import type { SentPageHandle } from "~/components/forms/sent-notice";
import { fieldOf } from "~/components/forms/submission-result";
import { submitLeadForm } from "~/components/forms/submit-lead-form";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { Hero } from "~/components/sections/hero";
import { callRequestMeta, callRequestPage } from "~/content/call-request";
import { getMeta } from "~/content/meta";
import { quotePresetOf } from "~/content/quote";
import { SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { CALL_BOOKING_WINDOW_MS, callDays } from "~/lib/call-slots";
import { CALL_REQUEST_FIELDS, MAX_CALL_NOTE, SLOT_CHOICES } from "~/lib/schemas/call-request-fields";
import { SERVICE_OPTIONS } from "~/lib/schemas/quote-fields";
import type { Route } from "./+types/call-request";
import { type SlotDay, SlotPicker } from "./ui/call-request-slots";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({ ...callRequestMeta, path: "/book", structuredData: loaderData?.structuredData });

/**
 * Per request: the slots on offer change with the clock, and the times other calls have taken are not offered.
 * `?category=` presets the topic as on /quote.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const preset = quotePresetOf(new URL(request.url));
  const app = appContextOf(context);
  const structuredData = trailData("Book a Call", "/book", siteOriginOf(app.config));
  const now = new Date();
  const days: SlotDay[] = callDays(now).map((day) => ({
    date: day.date,
    isByAppointment: day.kind === "by-appointment",
  }));
  let takenTimes: string[] = [];
  try {
    takenTimes = await listTakenTimes(app.db, now, new Date(now.getTime() + CALL_BOOKING_WINDOW_MS));
  } catch (error) {
    // The form still works: a time taken meanwhile is refused, on its field, when the request is sent.
    requestLogger(request).error({ err: redactError(error) }, "could not read the times taken");
  }
  return { serviceType: preset.serviceType ?? null, category: preset.category, days, takenTimes, structuredData };
}

export const handle: SentPageHandle = { sentNoticeId: "call-requested" };

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  // The list of times is today's: never kept by a cache.
  headers.set("Cache-Control", "no-store");
  return headers;
};

export const action = leadFormAction(submitCallRequest);

/**
 * The error summary names each preferred time's list ("Second choice, time"): the messages about a time ("Please
 * choose a different time from your first.") do not say which of the six lists they are about.
 */
const SLOT_SUMMARY_LABELS = Object.fromEntries(
  SLOT_CHOICES.flatMap((choice, index) => {
    const slot = callRequestPage.slotLabels[index];
    return [
      [choice.day, `${slot}, ${callRequestPage.dayLabel.toLowerCase()}`],
      [choice.time, `${slot}, ${callRequestPage.timeLabel.toLowerCase()}`],
    ];
  }),
);

export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitLeadForm(request, serverAction, SUBMIT_TIMEOUT_MS);
}

export default function CallRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { serviceType, category, days, takenTimes } = loaderData;
  const form = useLeadForm({
    actionData,
    copy: callRequestPage,
    draftKey: `book:${category ?? ""}`,
  });

  return (
    <>
      <Hero title={callRequestPage.heading} description={callRequestPage.description} art="conversation" />
      <div className="mx-auto max-w-3xl px-4 py-16">
        <LeadFormCard titleId="book-form-title" title={callRequestPage.formTitle} intro={callRequestPage.intro}>
          <LeadForm
            form={form}
            copy={callRequestPage}
            fields={CALL_REQUEST_FIELDS}
            summaryLabels={SLOT_SUMMARY_LABELS}
            sentNoticeId={handle.sentNoticeId}
            // A new category starts a fresh form, as does a success.
            formKey={category ?? ""}
            hiddenFields={{ category: category ?? "" }}
          >
            <SlotPicker
              days={days}
              takenTimes={takenTimes}
              choices={SLOT_CHOICES.map((choice) => ({
                day: fieldOf(form, choice.day),
                time: fieldOf(form, choice.time),
              }))}
            />
            <RequesterFields form={form} labels={callRequestPage.labels} />
            <SelectField {...serviceTypeFieldOf(form, callRequestPage, serviceType)} options={SERVICE_OPTIONS} />
            <TextareaField
              label={callRequestPage.labels.message}
              {...fieldOf(form, "message")}
              rows={3}
              maxLength={MAX_CALL_NOTE}
              hint={callRequestPage.messageHint}
            />
          </LeadForm>
        </LeadFormCard>
      </div>
    </>
  );
}
