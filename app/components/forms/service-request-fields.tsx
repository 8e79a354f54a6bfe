import { SERVICE_OPTIONS } from "~/lib/schemas/quote-fields";
import { Field } from "./field";
import { fieldOf, textOf } from "./form-result";
import { NameAndEmailFields } from "./lead-form";
import { SelectField } from "./select-field";
import type { LeadFormState } from "./use-lead-form";

// Apart from lead-form.tsx so that the lead forms' chunk does not take in the service list (content on other pages
// imports it).

/**
 * Who is asking and about which service, as the consultation and call requests ask it (the fields name, email,
 * phone, organization and serviceType). `serviceType` preselects the service the visitor arrived about.
 */
export function ServiceRequestFields({
  form,
  copy,
  serviceType,
}: {
  form: LeadFormState;
  copy: {
    labels: { name: string; email: string; phone: string; organization: string; serviceType: string };
    serviceTypePlaceholder: string;
  };
  serviceType: string | null | undefined;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <NameAndEmailFields form={form} labels={copy.labels} />
        <Field label={copy.labels.phone} {...fieldOf(form, "phone")} type="tel" autoComplete="tel" required />
        <Field label={copy.labels.organization} {...fieldOf(form, "organization")} autoComplete="organization" />
      </div>
      <SelectField
        label={copy.labels.serviceType}
        name="serviceType"
        required
        options={SERVICE_OPTIONS}
        placeholder={copy.serviceTypePlaceholder}
        defaultValue={textOf(form.values, "serviceType") ?? serviceType ?? ""}
        error={form.errors.serviceType}
      />
    </>
  );
}
