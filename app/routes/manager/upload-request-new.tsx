// /manager-dashboard/upload-requests/new — a manager asks an agency for documents: the form, and after it the link
// to copy. The link's token is shown this once: only its hash is stored.
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { appContextOf } from "~/.server/app-context";
import { actorOf } from "~/.server/auth/actor";
import { requireManager } from "~/.server/auth/session";
import { uploadLinkOf } from "~/.server/mail/upload-link";
import { createUploadRequest } from "~/.server/uploads/upload-requests";
import { Field as FormField, TextareaField } from "~/components/forms/field";
import { fieldOf, textOf } from "~/components/forms/submission-result";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatCentralDateTime } from "~/lib/central-time";
import {
  DEFAULT_EXPIRY_DAYS,
  DEFAULT_LINK_MAX_FILES,
  DEFAULT_LINK_MAX_MB,
  UPLOAD_REQUEST_FIELDS,
  UploadRequestFormSchema,
} from "~/lib/schemas/upload-request";
import type { Route } from "./+types/upload-request-new";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";

export const meta = privatePageMeta("New upload request", "Ask an agency for documents.");

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  await requireManager(app, request);
  return { canEmail: app.notifications.mailHost !== null };
}

const EMAIL_FIELD = "emailLink";

function siteOrigin(request: Request, publicUrl: string | undefined) {
  return publicUrl ?? new URL(request.url).origin;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const form = await request.formData();
  const values = Object.fromEntries(UPLOAD_REQUEST_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
  const wantsEmail = form.get(EMAIL_FIELD) === "yes";
  const parsed = UploadRequestFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
    const { passcode: _omitted, ...kept } = values;
    return data({ ok: false as const, errors, values: kept, wantsEmail }, { status: 400 });
  }
  // Mail may be off (no SMTP_URL or MAIL_FROM): then the box is not shown and nothing is queued.
  const emailHost = wantsEmail ? app.notifications.mailHost : null;
  const { request: created, token } = await createUploadRequest(app.db, parsed.data, actorOf(manager), { emailHost });
  if (emailHost) app.notifications.nudge();
  return {
    ok: true as const,
    id: created.id,
    link: uploadLinkOf(siteOrigin(request, app.config.PUBLIC_URL), token),
    agencyName: created.agencyName,
    emailedTo: emailHost ? created.contactEmail : null,
    expiresText: formatCentralDateTime(created.expiresAt),
  };
}

export default function NewUploadRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const isSubmitting = useNavigation().state === "submitting";
  // The box names the address as it is typed.
  const [contactEmail, setContactEmail] = useState(
    (actionData && !actionData.ok && actionData.values.contactEmail) || "",
  );
  if (actionData?.ok) return <CreatedLink {...actionData} />;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const form = {
    values: failed?.values ?? {},
    errors: Object.fromEntries(
      Object.entries(failed?.errors ?? {}).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]]] : [])),
    ),
  };
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Link to="/manager-dashboard?tab=uploads" className={buttonVariants({ variant: "link", className: "px-0" })}>
        Back to uploads
      </Link>
      <h1 className="mt-4 font-bold text-2xl text-primary">New upload request</h1>
      <p className="mt-2 text-muted-foreground">
        The agency gets a private link where it can send files. Only managers can see and download them.
      </p>
      <Form method="post" className="mt-6 grid gap-5" noValidate>
        <FormField label="Agency name" {...fieldOf(form, "agencyName")} required />
        <FormField
          label="Contact e-mail"
          {...fieldOf(form, "contactEmail")}
          type="email"
          required
          onChange={(event) => setContactEmail(event.currentTarget.value)}
        />
        <TextareaField
          label="Purpose"
          {...fieldOf(form, "purpose")}
          required
          hint="What the agency should send and why; the agency sees this."
        />
        <FormField
          label="Link works for (days)"
          {...fieldOf(form, "expiresInDays")}
          defaultValue={textOf(form.values, "expiresInDays") ?? String(DEFAULT_EXPIRY_DAYS)}
          type="number"
          min={1}
          max={30}
          required
          hint="1 to 30 days."
        />
        <FormField
          label="Passcode"
          {...fieldOf(form, "passcode")}
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters. Tell it to the agency by phone, not in the same e-mail as the link."
        />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">What the link may receive in all</legend>
          <FormField
            label="Files in all"
            {...fieldOf(form, "maxFiles")}
            defaultValue={textOf(form.values, "maxFiles") ?? String(DEFAULT_LINK_MAX_FILES)}
            type="number"
            min={1}
            max={1000}
            required
            hint="1 to 1,000."
          />
          <FormField
            label="MB in all"
            {...fieldOf(form, "maxTotalMb")}
            defaultValue={textOf(form.values, "maxTotalMb") ?? String(DEFAULT_LINK_MAX_MB)}
            type="number"
            min={1}
            max={5000}
            required
            hint="1 to 5,000. Each file can be at most 25 MB."
          />
        </fieldset>
        {loaderData?.canEmail ? (
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name={EMAIL_FIELD}
              value="yes"
              defaultChecked={actionData && !actionData.ok ? actionData.wantsEmail : false}
              className="mt-1 size-4"
            />
            <span>E-mail the link to {contactEmail.trim() || "the contact e-mail"}</span>
          </label>
        ) : null}
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          Create upload link
        </Button>
      </Form>
    </div>
  );
}

function CreatedLink({
  id,
  link,
  agencyName,
  emailedTo,
  expiresText,
}: {
  id: string;
  link: string;
  agencyName: string;
  emailedTo: string | null;
  expiresText: string;
}) {
  const [isCopied, setIsCopied] = useState(false);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-bold text-2xl text-primary">Upload link for {agencyName}</h1>
      <p className="mt-2">
        Copy this link now and send it to the agency: it is shown only once. It works until {expiresText}.
      </p>
      {emailedTo ? (
        <p className="mt-2">An e-mail with its own link to the same page is on its way to {emailedTo}.</p>
      ) : null}
      <label htmlFor="upload-link" className="mt-4 block font-semibold">
        Upload link
      </label>
      <input
        id="upload-link"
        readOnly
        value={link}
        className="mt-1 w-full rounded-md border border-border px-3 py-2 font-mono text-sm"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          type="button"
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => setIsCopied(true),
              () => setIsCopied(false),
            )
          }
        >
          Copy link
        </Button>
        <Link to={`/manager-dashboard/upload-requests/${id}`} className={buttonVariants({ variant: "outline" })}>
          Open the request
        </Link>
      </div>
      <p role="status" className="mt-2 text-sm">
        {isCopied ? "Link copied." : ""}
      </p>
    </div>
  );
}
