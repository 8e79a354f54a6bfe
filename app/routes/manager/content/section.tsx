// /manager-dashboard/content/<section>: a section's items with their state, last editor and time, and a way to write a
// new one.
import { Link } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { requireManager } from "~/.server/auth/session";
import { loadSectionList } from "~/.server/content/editor-page";
import { buttonVariants } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { getMeta } from "~/content/meta";
import { STUDIO_SECTIONS } from "~/content/studio";
import { privatePageHeaders } from "../ui/private-page";
import type { Route } from "./+types/section";
import { listSectionOf } from "./params";
import { StatusBadge } from "./ui/status-badge";
import { StudioError } from "./ui/studio-error";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  getMeta({
    title: loaderData ? STUDIO_SECTIONS[loaderData.section].title : "Content",
    description: "The content studio.",
    path: "/manager-dashboard/content",
    noindex: true,
  });

export const headers = privatePageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  await requireManager(app, request);
  const section = listSectionOf(params.section);
  return { section, items: await loadSectionList(app.db, section) };
}

export function ErrorBoundary() {
  return <StudioError />;
}

export default function ContentSectionPage({ loaderData }: Route.ComponentProps) {
  const { section, items } = loaderData;
  const info = STUDIO_SECTIONS[section];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to="/manager-dashboard/content" className={buttonVariants({ variant: "link", className: "px-0" })}>
        <ArrowLeft aria-hidden="true" />
        All content
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-primary">{info.title}</h1>
          <p className="mt-1 text-muted-foreground">{info.description}</p>
        </div>
        <Link to={`/manager-dashboard/content/${section}/new`} className={buttonVariants()}>
          New {info.singular}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="mt-8">Nothing here yet.</p>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{info.title}: state, last change and who made it</caption>
            <thead className="border-b border-border">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Title
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  State
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Last change
                </th>
                <th scope="col" className="py-2 font-semibold">
                  By
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-border">
                  <td className="py-3 pr-4">
                    <Link
                      to={`/manager-dashboard/content/${section}/${item.id}`}
                      className="font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {item.title || `Untitled ${info.singular}`}
                    </Link>
                  </td>
                  <td className="py-3 pr-4">
                    <StatusBadge status={item.status} hasUnpublishedChanges={item.hasUnpublishedChanges} />
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap">{item.updatedText}</td>
                  <td className="py-3">{item.updatedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
