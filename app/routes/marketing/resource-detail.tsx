import { data, redirect } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { guidePageData } from "~/.server/content/pages";
import { siteOriginOf } from "~/.server/runtime/env";
import { getMeta } from "~/content/meta";
import { resourcePath } from "~/content/public-pages";
import { DOWNLOAD_NOTE } from "~/content/resources";
import type { Route } from "./+types/resource-detail";
import { GuideView } from "./ui/guide-view";

// A guide the content studio published; an address it was renamed from redirects to its address now.
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const content = await app.content.published();
  const guide = content.guides.find((candidate) => candidate.slug === params.resourceId);
  if (guide) return guidePageData(guide, siteOriginOf(app.config));
  const renamed = content.redirects.resources.get(params.resourceId);
  if (renamed) throw redirect(resourcePath(renamed), 301);
  return data({ resource: null, downloadNote: DOWNLOAD_NOTE, structuredData: null }, { status: 404 });
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const resource = loaderData?.resource;
  return getMeta({
    title: resource ? resource.title : "Resource Not Found",
    description: resource ? resource.summary : "This resource is not available.",
    path: resourcePath(resource ? resource.slug : params.resourceId),
    noindex: !resource,
    structuredData: loaderData?.structuredData ?? undefined,
  });
}

export default function ResourceDetailPage({ loaderData }: Route.ComponentProps) {
  return <GuideView {...loaderData} />;
}
