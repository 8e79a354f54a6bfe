// /manager-dashboard/content/<section>/<id>/revisions/<number>: one saved version of an item, read-only, and the way
// to make it the current text again (a new revision, to publish as usual).
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { actorOf } from "~/.server/auth/actor";
import { requireAdmin, requireManager } from "~/.server/auth/session";
import { getItem, getRevision, restoreRevision } from "~/.server/content/items";
import { Field } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { formValuesOf, STUDIO_SECTIONS } from "~/content/studio";
import { formatCentralDateTime } from "~/lib/central-time";
import { notFound, privatePageHeaders, privatePageMeta } from "../ui/private-page";
import type { Route } from "./+types/revision";
import { editorPathOf, revisionNumberOf, sectionOf } from "./params";
import { ContentFields } from "./ui/content-fields";
import { StudioError } from "./ui/studio-error";

export const meta = privatePageMeta("Revision", "An earlier version of an item.", "/manager-dashboard/content");

export const headers = privatePageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const section = sectionOf(params.section);
  const number = revisionNumberOf(params.number);
  const item = await getItem(app.db, section, params.id);
  const revision = item ? await getRevision(app.db, item.id, number) : null;
  if (!item || !revision) throw notFound();
  return {
    section,
    itemId: item.id,
    itemTitle: item.title,
    number,
    currentRevision: item.currentRevision,
    slug: revision.slug,
    values: formValuesOf(section, revision.fields),
    by: revision.authorName ?? "The site",
    at: formatCentralDateTime(revision.createdAt),
    canRestore: number !== item.currentRevision && (section !== "firm" || manager.role === "admin"),
    editorPath: editorPathOf(section, item.id),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const section = sectionOf(params.section);
  const manager = section === "firm" ? await requireAdmin(app, request) : await requireManager(app, request);
  const number = revisionNumberOf(params.number);
  const form = await request.formData();
  if (form.get("intent") !== "restore") {
    return data({ message: "This request could not be read. Reload the page." }, { status: 400 });
  }
  const outcome = await restoreRevision(
    app.db,
    section,
    params.id,
    number,
    Number(form.get("baseRevision")),
    actorOf(manager),
  );
  if (outcome.status === "saved") {
    throw redirect(`${editorPathOf(section, outcome.id)}?done=restored`, { headers: { "Cache-Control": "no-store" } });
  }
  if (outcome.status === "not-found") throw notFound();
  const message =
    outcome.status === "conflict"
      ? `Someone else saved revision ${outcome.revision} since you opened this page. Open the editor to see it first.`
      : "This version's address is now another item's. Restore it from the editor with another address.";
  return data({ message }, { status: 409, headers: { "Cache-Control": "no-store" } });
}

export function ErrorBoundary() {
  return <StudioError />;
}

export default function RevisionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { section, number, itemTitle, values, by, at, canRestore, editorPath, currentRevision, slug } = loaderData;
  const info = STUDIO_SECTIONS[section];
  const isBusy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to={editorPath} className={buttonVariants({ variant: "link", className: "px-0" })}>
        <ArrowLeft aria-hidden="true" />
        Back to the {section === "firm" ? "firm's details" : info.singular}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-primary">
        Revision {number} of “{itemTitle}”
      </h1>
      <p className="mt-1 text-muted-foreground">
        Saved {at} by {by}. {number === currentRevision ? "This is the current text." : "Read-only."}
      </p>
      {actionData ? <FormAlert tone="error" title={actionData.message} className="mt-6" /> : null}
      {canRestore ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="baseRevision" value={currentRevision} />
          <Button type="submit" name="intent" value="restore" disabled={isBusy}>
            Restore this version
          </Button>
          <span className="ml-3 text-sm text-muted-foreground">
            It becomes the current text as a new revision; publish it from the editor.
          </span>
        </Form>
      ) : null}
      <div className="mt-8 grid gap-6">
        {info.hasSlug ? <Field label="Address" name="slug" defaultValue={slug} readOnly className="max-w-xl" /> : null}
        <ContentFields fields={info.fields} values={values} errors={{}} readOnly />
      </div>
    </div>
  );
}
