import { appContextOf } from "~/.server/app-context";
import { trailData } from "~/.server/content/pages";
import { actionHeadersOnPage, leadFormAction } from "~/.server/leads/form-response";
import { submitQuote } from "~/.server/leads/inquiry-form";
import { siteOriginOf } from "~/.server/runtime/env";
import { TextareaField } from "~/components/forms/field";
import { AsidePanel, FormAside, OfficeHours } from "~/components/forms/form-aside";
import { LeadForm, LeadFormCard, RequesterFields, serviceTypeFieldOf } from "~/components/forms/lead-form";
import { SelectField } from "~/components/forms/select-field";
import type { SentPageHandle } from "~/components/forms/sent-notice";
import { fieldOf } from "~/components/forms/submission-result";
import { submitLeadForm } from "~/components/forms/submit-lead-form";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { useFirmDetails } from "~/components/layout/use-firm-details";
import { Hero } from "~/components/sections/hero";
import { CircleCheck } from "~/components/ui/icons/circle-check";
import { Mail } from "~/components/ui/icons/mail";
import { MapPin } from "~/components/ui/icons/map-pin";
import { Phone } from "~/components/ui/icons/phone";
import { getMeta } from "~/content/meta";
import { partnershipPanel, type QuotePreset, quoteForm, quoteMeta, quotePresetOf } from "~/content/quote";
import { formatAddress } from "~/content/site";
import { SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { QUOTE_FIELDS, SERVICE_OPTIONS } from "~/lib/schemas/quote-fields";
import type { Route } from "./+types/quote";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({ ...quoteMeta, path: "/quote", structuredData: loaderData?.structuredData });

/** Renders /quote for the render cache without a query, and per request when a ?category= is present. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOriginOf(appContextOf(context).config);
  return { preset: quotePresetOf(new URL(request.url)), structuredData: trailData("Consultation", "/quote", origin) };
}

// Without JavaScript, a sent form is answered with 303 to this page's SentNotice (Post/Redirect/Get).
export const handle: SentPageHandle = { sentNoticeId: "request-received" };

export const headers = actionHeadersOnPage;

export const action = leadFormAction(submitQuote);

// With JavaScript: a lost connection, a proxy's error page or no answer in time is answered in place.
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitLeadForm(request, serverAction, SUBMIT_TIMEOUT_MS);
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { preset } = loaderData;
  return (
    <>
      <Hero title={preset.heading} description={preset.description} art={preset.art} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-5">
        <QuoteForm preset={preset} actionData={actionData} />
        <PartnershipPanel />
      </div>
    </>
  );
}

function QuoteForm({ preset, actionData }: { preset: QuotePreset; actionData: Route.ComponentProps["actionData"] }) {
  const form = useLeadForm({
    actionData,
    copy: quoteForm,
    // One draft per category: a request about another service starts from its own form.
    draftKey: `quote:${preset.category ?? ""}`,
  });

  return (
    <LeadFormCard titleId="quote-form-title" title={quoteForm.title} intro={quoteForm.intro}>
      {preset.askedAbout ? (
        <div className="mt-6 rounded-lg border-l-4 border-accent bg-muted p-4">
          <p>
            {quoteForm.askedAboutLabel}: <strong>{preset.askedAbout}</strong>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{quoteForm.askedAboutNote}</p>
        </div>
      ) : null}
      <LeadForm
        form={form}
        copy={quoteForm}
        fields={QUOTE_FIELDS}
        sentNoticeId={handle.sentNoticeId}
        // A new category (the chat can send one while this page is open) starts a fresh form, as does a success.
        formKey={preset.category ?? ""}
        hiddenFields={{ category: preset.category ?? "" }}
      >
        <RequesterFields form={form} labels={quoteForm.labels} />
        <SelectField {...serviceTypeFieldOf(form, quoteForm, preset.serviceType)} options={SERVICE_OPTIONS} />
        <TextareaField
          label={quoteForm.labels.message}
          {...fieldOf(form, "message")}
          rows={6}
          required
          hint={quoteForm.messageHint}
        />
      </LeadForm>
    </LeadFormCard>
  );
}

function PartnershipPanel() {
  const firm = useFirmDetails();
  return (
    <FormAside labelledBy="partnership-title">
      <AsidePanel titleId="partnership-title" title={partnershipPanel.title} isDark>
        <ul className="mt-5 grid gap-3">
          {partnershipPanel.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-200" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </AsidePanel>
      <AsidePanel title={partnershipPanel.contactTitle}>
        <address className="mt-4 grid gap-3 not-italic">
          <a
            href={`tel:${firm.phoneHref}`}
            className="flex items-center gap-3 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            {firm.phone}
          </a>
          <a
            href={`mailto:${firm.email}`}
            className="flex items-center gap-3 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            {firm.email}
          </a>
          <span className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {formatAddress(firm.address)}
          </span>
        </address>
        <OfficeHours title={partnershipPanel.hoursTitle} className="mt-6" />
      </AsidePanel>
    </FormAside>
  );
}
