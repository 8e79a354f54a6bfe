import { data } from "react-router";
import { resources } from "~/content/resources";
import { getMeta } from "~/lib/meta";
import type { Route } from "./+types/resource-detail";

export function loader({ params }: Route.LoaderArgs) {
  const resource = resources.find((r) => r.id === params.resourceId);
  if (!resource) return data({ resource: null }, { status: 404 });
  return { resource };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const resource = loaderData?.resource;
  return getMeta({
    title: resource ? resource.title : "Resource Not Found",
    description: resource ? resource.summary : "This resource is not available.",
    path: `/resources/${params.resourceId}`,
    noindex: !resource,
  });
}

export default function ResourceDetailPage({ loaderData }: Route.ComponentProps) {
  const { resource } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold text-primary">{resource ? resource.title : "Resource Not Found"}</h1>
    </section>
  );
}
