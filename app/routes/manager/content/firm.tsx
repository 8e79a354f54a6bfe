// /manager-dashboard/content/firm: the firm's details (name, address, contact details, hours). Admins change them, and
// a save publishes at once (the footer, /contact, the home page and the chat show them within seconds); managers see
// them read-only.
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { actorOf } from "~/.server/auth/actor";
import { requireAdmin, requireManager } from "~/.server/auth/session";
import { runEditorAction } from "~/.server/content/editor-action";
import { loadEditorPage } from "~/.server/content/editor-page";
import { getOnlyItem } from "~/.server/content/items";
import { FormAlert } from "~/components/forms/form-alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { DONE_NOTES, type FormValues, STUDIO_SECTIONS } from "~/content/studio";
import { notFound, privatePageHeaders, privatePageMeta } from "../ui/private-page";
import type { Route } from "./+types/firm";
import { ContentFields } from "./ui/content-fields";
import { refusedErrors, refusedValues, SaveRefusalAlert, saveOrNotSaved } from "./ui/save-refusal";
import { StudioError } from "./ui/studio-error";

export const meta = privatePageMeta("Firm details", "The firm's details.", "/manager-dashboard/content/firm");

export const headers = privatePageHeaders;

const FIRM = STUDIO_SECTIONS.firm;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const item = await getOnlyItem(app.db, "firm");
  const page = item ? await loadEditorPage(app.db, "firm", item.id) : null;
  if (!page) throw notFound();
  const isSaved = new URL(request.url).searchParams.get("done") === "published";
  return { page, canEdit: manager.role === "admin", isSaved };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const admin = await requireAdmin(app, request);
  const item = await getOnlyItem(app.db, "firm");
  if (!item) throw notFound();
  const form = await request.formData();
  // The firm's details have no draft: every save publishes.
  form.set("intent", "publish");
  const result = await runEditorAction(app, "firm", item.id, form, actorOf(admin));
  if (result.status === "done") {
    throw redirect("/manager-dashboard/content/firm?done=published", { headers: { "Cache-Control": "no-store" } });
  }
  return data(result, { status: result.status === "conflict" ? 409 : 400, headers: { "Cache-Control": "no-store" } });
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return saveOrNotSaved(serverAction);
}

export function ErrorBoundary() {
  return <StudioError />;
}

export default function FirmDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, canEdit, isSaved } = loaderData;
  const refused = actionData;
  const values: FormValues = refusedValues(refused) ?? page.values;
  const isBusy = useNavigation().state === "submitting";
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) alertRef.current?.focus();
  }, [refused]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/manager-dashboard/content" className={buttonVariants({ variant: "link", className: "px-0" })}>
        <ArrowLeft aria-hidden="true" />
        All content
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-primary">{FIRM.title}</h1>
      <p className="mt-1 text-muted-foreground">{FIRM.description}</p>
      <p className="mt-1 text-sm text-muted-foreground">Last changed {page.item.updatedText}.</p>
      <div className="mt-6 grid gap-3">
        {isSaved ? <FormAlert tone="success" title={DONE_NOTES.published} /> : null}
        {canEdit ? null : (
          <FormAlert tone="success" title="Only an admin can change these details.">
            Ask an admin if something here is out of date.
          </FormAlert>
        )}
        {refused ? <SaveRefusalAlert refused={refused} alertRef={alertRef} /> : null}
      </div>
      <Form key={page.item.currentRevision} method="post" noValidate className="mt-8 grid gap-6">
        <input type="hidden" name="baseRevision" value={page.item.currentRevision} />
        <ContentFields fields={FIRM.fields} values={values} errors={refusedErrors(refused)} readOnly={!canEdit} />
        {canEdit ? (
          <Button type="submit" disabled={isBusy} className="justify-self-start">
            Save and publish
          </Button>
        ) : null}
      </Form>
      <section aria-labelledby="firm-history" className="mt-12">
        <h2 id="firm-history" className="text-xl font-bold text-primary">
          History
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {page.revisions.map((revision) => (
            <li key={revision.number} className="flex flex-wrap gap-x-2">
              <Link
                to={`/manager-dashboard/content/firm/${page.item.id}/revisions/${revision.number}`}
                className="font-semibold text-primary underline"
              >
                Revision {revision.number}
              </Link>
              <span>
                {revision.at}, {revision.by}
              </span>
              {revision.isPublished ? <span className="text-muted-foreground">(on the site)</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
