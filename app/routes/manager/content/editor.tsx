// /manager-dashboard/content/<section>/new and /manager-dashboard/content/<section>/<id>: the studio's editor. Save a
// draft, preview it, publish it now or at a time (Central), unpublish it; each save is a revision. Managers and admins
// may use it; every loader and action checks the session and role itself.
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { actorOf } from "~/.server/auth/actor";
import { requireManager } from "~/.server/auth/session";
import { runEditorAction } from "~/.server/content/editor-action";
import { loadEditorPage } from "~/.server/content/editor-page";
import { Field } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { Button, buttonVariants } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { getMeta } from "~/content/meta";
import {
  DONE_NOTES,
  type DoneNote,
  type FormValues,
  formValuesOf,
  SLUG_NORMALISED_NOTE,
  STUDIO_SECTIONS,
} from "~/content/studio";
import { notFound, privatePageHeaders } from "../ui/private-page";
import type { Route } from "./+types/editor";
import { listSectionOf } from "./params";
import { ContentFields } from "./ui/content-fields";
import { refusedErrors, refusedValues, SaveRefusalAlert, saveOrNotSaved } from "./ui/save-refusal";
import { StatusBadge } from "./ui/status-badge";
import { StudioError } from "./ui/studio-error";

export const meta = ({ params }: Route.MetaArgs) =>
  getMeta({
    title: params.id ? "Edit content" : "New content",
    description: "The content studio's editor.",
    path: "/manager-dashboard/content",
    noindex: true,
  });

export const headers = privatePageHeaders;

const DONE = new Set(Object.keys(DONE_NOTES));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  await requireManager(app, request);
  const section = listSectionOf(params.section);
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const notes = {
    done: done && DONE.has(done) ? DONE_NOTES[done as DoneNote] : null,
    isPublishedNow: done === "published-now",
    slugNormalised: url.searchParams.get("slug") === "normalised",
  };
  if (!params.id) {
    return { section, page: null, values: formValuesOf(section, {}), notes };
  }
  const page = await loadEditorPage(app.db, section, params.id);
  if (!page) throw notFound();
  return { section, page, values: page.values, notes };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const section = listSectionOf(params.section);
  const form = await request.formData();
  const result = await runEditorAction(app, section, params.id ?? null, form, actorOf(manager));
  if (result.status === "done") {
    const query = new URLSearchParams({ done: result.note });
    if (result.slugNormalised) query.set("slug", "normalised");
    throw redirect(`/manager-dashboard/content/${section}/${result.itemId}?${query}`, {
      headers: { "Cache-Control": "no-store" },
    });
  }
  return data(result, { status: result.status === "conflict" ? 409 : 400, headers: { "Cache-Control": "no-store" } });
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return saveOrNotSaved(serverAction);
}

export function ErrorBoundary() {
  return <StudioError />;
}

export default function ContentEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { section, page, notes } = loaderData;
  const info = STUDIO_SECTIONS[section];
  const refused = actionData;
  const values: FormValues = refusedValues(refused) ?? loaderData.values;
  const errors = refusedErrors(refused);
  const isBusy = useNavigation().state === "submitting";
  const alertRef = useRef<HTMLDivElement>(null);
  // A refusal moves focus to its message, so a keyboard or screen-reader user hears it and starts from there.
  useEffect(() => {
    if (refused) alertRef.current?.focus();
  }, [refused]);

  const base = `/manager-dashboard/content/${section}`;
  const heading = page ? page.item.title || `Untitled ${info.singular}` : `New ${info.singular}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to={base} className={buttonVariants({ variant: "link", className: "px-0" })}>
        <ArrowLeft aria-hidden="true" />
        Back to {info.title}
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-primary">{heading}</h1>
          {page ? (
            <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <StatusBadge status={page.item.status} hasUnpublishedChanges={page.item.hasUnpublishedChanges} />
              <span>
                Revision {page.item.currentRevision}, saved {page.item.updatedText}
              </span>
            </p>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">{info.description}</p>
          )}
        </div>
        {page ? (
          <div className="flex flex-wrap gap-2">
            <a href={`${base}/${page.item.id}/preview`} className={buttonVariants({ variant: "outline" })}>
              Preview the saved text
            </a>
            {page.item.publicHref ? (
              <a href={page.item.publicHref} className={buttonVariants({ variant: "outline" })}>
                View on the site
              </a>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="mt-6 grid gap-3">
        {notes.done ? <FormAlert tone="success" title={notes.done} /> : null}
        {page?.item.publishAtText ? (
          <FormAlert tone="success" title={`Scheduled to publish on ${page.item.publishAtText} (Central).`}>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel-schedule" />
              <Button type="submit" size="sm" variant="outline" disabled={isBusy}>
                Cancel the scheduled publish
              </Button>
            </Form>
          </FormAlert>
        ) : null}
        {refused ? <SaveRefusalAlert refused={refused} alertRef={alertRef} /> : null}
      </div>

      {/* A new revision is a new form: its fields start from the saved text (after a refusal they keep the typing). */}
      <Form
        key={page ? `${page.item.id}:${page.item.currentRevision}` : "new"}
        method="post"
        noValidate
        className="mt-8 grid gap-6"
      >
        <input type="hidden" name="baseRevision" value={page?.item.currentRevision ?? 0} />
        {info.hasSlug ? (
          <Field
            label="Address"
            name="slug"
            defaultValue={String(values.slug ?? "")}
            error={errors.slug ?? (notes.slugNormalised ? SLUG_NORMALISED_NOTE : undefined)}
            hint={
              page?.item.publishedSlug
                ? `Published at ${info.publicPath(page.item.publishedSlug)}. If you change the address, the old one will send visitors to the new one.`
                : "Made from the title when left empty: lowercase letters, digits and hyphens."
            }
            className="max-w-xl"
          />
        ) : null}
        <ContentFields fields={info.fields} values={values} errors={errors} />

        <fieldset className="grid gap-4 rounded-lg border border-border p-4">
          <legend className="px-1 font-semibold">Save and publish</legend>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" variant="outline" disabled={isBusy}>
              Save draft
            </Button>
            <Button type="submit" name="intent" value="publish" disabled={isBusy}>
              Save and publish now
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-[auto_auto_1fr] sm:items-end">
            <Field
              label="Publish on (date)"
              name="publishDate"
              type="date"
              defaultValue={String(values.publishDate ?? "")}
              error={errors.publishAt}
              hint={notes.isPublishedNow ? DONE_NOTES["published-now"] : undefined}
            />
            <Field
              label="At (Central)"
              name="publishTime"
              type="time"
              defaultValue={String(values.publishTime ?? "")}
            />
            <div>
              <Button type="submit" name="intent" value="schedule" variant="outline" disabled={isBusy}>
                Save and schedule
              </Button>
            </div>
          </div>
        </fieldset>
      </Form>

      {page?.item.isLive ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="unpublish" />
          <Button type="submit" variant="outline" disabled={isBusy}>
            Unpublish
          </Button>
          <span className="ml-3 text-sm text-muted-foreground">Takes it off the site; its text is kept.</span>
        </Form>
      ) : null}

      {page ? <History base={`${base}/${page.item.id}`} revisions={page.revisions} events={page.events} /> : null}
    </div>
  );
}

function History({
  base,
  revisions,
  events,
}: {
  base: string;
  revisions: NonNullable<Route.ComponentProps["loaderData"]["page"]>["revisions"];
  events: NonNullable<Route.ComponentProps["loaderData"]["page"]>["events"];
}) {
  return (
    <div className="mt-12 grid gap-10 lg:grid-cols-2">
      <section aria-labelledby="revisions-title">
        <h2 id="revisions-title" className="text-xl font-bold text-primary">
          Revisions
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {revisions.map((revision) => (
            <li key={revision.number} className="flex flex-wrap gap-x-2">
              <Link to={`${base}/revisions/${revision.number}`} className="font-semibold text-primary underline">
                Revision {revision.number}
              </Link>
              <span>
                {revision.at}, {revision.by}
              </span>
              {revision.isCurrent ? <span className="text-muted-foreground">(current)</span> : null}
              {revision.isPublished ? <span className="text-muted-foreground">(on the site)</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="history-title">
        <h2 id="history-title" className="text-xl font-bold text-primary">
          History
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {events.map((event, index) => (
            // Events have no id of their own on the page; their order is fixed, newest first.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once, in a fixed order
            <li key={index}>
              <span className="text-muted-foreground">{event.at}</span> · {event.text}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
