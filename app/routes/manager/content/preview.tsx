// /manager-dashboard/content/<section>/<id>/preview: an item's current (saved) text as the public page it appears on,
// in the public site's frame, before it is published. Signed-in managers only; never cached, never indexed.
import { Link } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { requireManager } from "~/.server/auth/session";
import { getItem } from "~/.server/content/items";
import {
  articlePageData,
  faqPageData,
  guidePageData,
  jobBoardData,
  testimonialsPageData,
} from "~/.server/content/pages";
import { articleOf, guideOf, withDraft } from "~/.server/content/published";
import { siteOriginOf } from "~/.server/runtime/env";
import { getMeta } from "~/content/meta";
import { CareersView } from "~/routes/forms/ui/careers-view";
import { ArticleView } from "~/routes/marketing/ui/article-view";
import { FaqView } from "~/routes/marketing/ui/faq-view";
import { GuideView } from "~/routes/marketing/ui/guide-view";
import { TestimonialsView } from "~/routes/marketing/ui/testimonials-view";
import { notFound, privatePageHeaders } from "../ui/private-page";
import type { Route } from "./+types/preview";
import { listSectionOf } from "./params";
import { StudioError } from "./ui/studio-error";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({
    title: `Preview: ${loaderData?.title ?? "content"}`,
    description: "A preview of unpublished content.",
    path: "/manager-dashboard/content",
    noindex: true,
  });

export const headers = privatePageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  await requireManager(app, request);
  const section = listSectionOf(params.section);
  const item = await getItem(app.db, section, params.id);
  if (!item) throw notFound();
  const now = new Date();
  const draft = {
    id: item.id,
    section,
    slug: item.slug,
    fields: item.fields,
    firstPublishedAt: item.firstPublishedAt ?? now,
    publishedAt: now,
  };
  const content = withDraft(await app.content.published(), draft);
  const origin = siteOriginOf(app.config);
  const common = { title: item.title, editorPath: `/manager-dashboard/content/${section}/${item.id}` };
  switch (section) {
    case "news":
      return { ...common, section, page: articlePageData(articleOf(draft as never), content, origin) };
    case "resources":
      return { ...common, section, page: guidePageData(guideOf(draft as never), origin) };
    case "jobs":
      return { ...common, section, page: { postings: jobBoardData(content), requested: null } };
    case "faq":
      return { ...common, section, page: faqPageData(content, origin) };
    case "testimonials":
      return { ...common, section, page: testimonialsPageData(content, origin) };
  }
}

export function ErrorBoundary() {
  return <StudioError />;
}

function PreviewPage({ data }: { data: Route.ComponentProps["loaderData"] }) {
  switch (data.section) {
    case "news":
      return <ArticleView {...data.page} />;
    case "resources":
      return <GuideView {...data.page} />;
    case "jobs":
      return <CareersView {...data.page} actionData={undefined} />;
    case "faq":
      return <FaqView {...data.page} />;
    case "testimonials":
      return <TestimonialsView {...data.page} />;
  }
}

export default function ContentPreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div role="status" className="bg-accent px-4 py-3 text-center text-sm font-semibold text-accent-foreground">
        Preview of the saved text: visitors do not see it until it is published.{" "}
        <Link to={loaderData.editorPath} className="underline underline-offset-4">
          Back to the editor
        </Link>
      </div>
      <PreviewPage data={loaderData} />
    </>
  );
}
