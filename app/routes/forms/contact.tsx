import { appContextOf } from "~/.server/app-context";
import { contactStructuredData } from "~/.server/content/pages";
import { actionHeadersOnPage, leadFormAction } from "~/.server/leads/form-response";
import { submitContact } from "~/.server/leads/inquiry-form";
import { siteOriginOf } from "~/.server/runtime/env";
import { Field, TextareaField } from "~/components/forms/field";
import { AsidePanel, FormAside, OfficeHours } from "~/components/forms/form-aside";
import { LeadForm, LeadFormCard, NameAndEmailFields } from "~/components/forms/lead-form";
import type { SentPageHandle } from "~/components/forms/sent-notice";
import { fieldOf } from "~/components/forms/submission-result";
import { submitLeadForm } from "~/components/forms/submit-lead-form";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { useFirmDetails } from "~/components/layout/use-firm-details";
import { Hero } from "~/components/sections/hero";
import { ExternalLink } from "~/components/ui/icons/external-link";
import { Mail } from "~/components/ui/icons/mail";
import { MapPin } from "~/components/ui/icons/map-pin";
import { Phone } from "~/components/ui/icons/phone";
import { contactDetails, contactForm, contactHero, contactMeta } from "~/content/contact";
import { getMeta } from "~/content/meta";
import { formatAddress, NOT_A_THERAPY_PROVIDER } from "~/content/site";
import { SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { CONTACT_FIELDS } from "~/lib/schemas/contact-fields";
import type { Route } from "./+types/contact";

// The firm's details come from the content studio; so does the page's structured data about the firm.
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  return { structuredData: contactStructuredData(await app.content.published(), siteOriginOf(app.config)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({ ...contactMeta, path: "/contact", structuredData: loaderData?.structuredData });

// Without JavaScript, a sent form is answered with 303 to this page's SentNotice (Post/Redirect/Get).
export const handle: SentPageHandle = { sentNoticeId: "message-sent" };

export const headers = actionHeadersOnPage;

export const action = leadFormAction(submitContact);

// With JavaScript: a lost connection, a proxy's error page or no answer in time is answered in place.
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitLeadForm(request, serverAction, SUBMIT_TIMEOUT_MS);
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <Hero {...contactHero} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 lg:grid-cols-5">
        <ContactForm actionData={actionData} />
        <ContactDetails />
      </div>
    </>
  );
}

function ContactForm({ actionData }: { actionData: Route.ComponentProps["actionData"] }) {
  const form = useLeadForm({
    actionData,
    copy: contactForm,
    draftKey: "contact",
  });

  return (
    <LeadFormCard titleId="contact-form-title" title={contactForm.title} intro={contactForm.intro}>
      <LeadForm form={form} copy={contactForm} fields={CONTACT_FIELDS} sentNoticeId={handle.sentNoticeId}>
        <div className="grid gap-5 sm:grid-cols-2">
          <NameAndEmailFields form={form} labels={contactForm.labels} />
        </div>
        <Field label={contactForm.labels.phone} {...fieldOf(form, "phone")} type="tel" autoComplete="tel" />
        <TextareaField label={contactForm.labels.message} {...fieldOf(form, "message")} rows={6} required />
      </LeadForm>
    </LeadFormCard>
  );
}

function ContactDetails() {
  const firm = useFirmDetails();
  return (
    <FormAside labelledBy="contact-details-title">
      <AsidePanel titleId="contact-details-title" title={contactDetails.title}>
        <address className="mt-6 grid gap-5 not-italic">
          <DetailRow icon={<MapPin />} label={contactDetails.addressLabel}>
            <span className="block">{formatAddress(firm.address)}</span>
            <a
              href={firm.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4"
            >
              {contactDetails.mapsLabel}
              <span className="sr-only"> (opens in a new tab)</span>
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </DetailRow>
          <DetailRow icon={<Mail />} label={contactDetails.emailLabel}>
            <a href={`mailto:${firm.email}`} className="font-semibold text-primary underline underline-offset-4">
              {firm.email}
            </a>
          </DetailRow>
          <DetailRow icon={<Phone />} label={contactDetails.phoneLabel}>
            <a href={`tel:${firm.phoneHref}`} className="font-semibold text-primary underline underline-offset-4">
              {firm.phone}
            </a>
          </DetailRow>
        </address>
        <OfficeHours title={contactDetails.hoursTitle} className="mt-8" />
      </AsidePanel>
      <p className="text-sm text-muted-foreground">
        {NOT_A_THERAPY_PROVIDER} {contactDetails.therapyNote}
      </p>
    </FormAside>
  );
}

function DetailRow({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <span aria-hidden="true" className="mt-0.5 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
        <div className="mt-1">{children}</div>
      </div>
    </div>
  );
}
