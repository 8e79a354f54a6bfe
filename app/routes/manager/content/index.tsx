// /manager-dashboard/content: the content studio's sections, each with how many items it holds and how many wait to be
// published.
import { Link } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { requireManager } from "~/.server/auth/session";
import { listItems } from "~/.server/content/items";
import { STUDIO_SECTIONS } from "~/content/studio";
import { CONTENT_SECTIONS } from "~/lib/content-sections";
import { privatePageHeaders, privatePageMeta } from "../ui/private-page";
import type { Route } from "./+types/index";
import { StudioError } from "./ui/studio-error";

export const meta = privatePageMeta("Content", "The content studio.", "/manager-dashboard/content");

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const manager = await requireManager(app, request);
  const sections = await Promise.all(
    CONTENT_SECTIONS.map(async (section) => {
      const items = await listItems(app.db, section);
      return {
        section,
        count: items.length,
        waiting: items.filter((item) => item.status === "draft" || item.status === "scheduled").length,
      };
    }),
  );
  return { sections, isAdmin: manager.role === "admin" };
}

export function ErrorBoundary() {
  return <StudioError />;
}

export default function ContentStudioPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">Content</h1>
      <p className="mt-1 max-w-3xl text-muted-foreground">
        What the public site says: write and edit here, preview, then publish now or at a time. The site shows a
        published change within a few seconds.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.sections.map(({ section, count, waiting }) => {
          const info = STUDIO_SECTIONS[section];
          return (
            <li key={section} className="rounded-lg border border-border bg-card p-5 shadow-sm">
              <h2 className="text-lg font-semibold">
                <Link
                  to={`/manager-dashboard/content/${section}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {info.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{info.description}</p>
              {section === "firm" ? (
                <p className="mt-3 text-sm">
                  {loaderData.isAdmin ? "Admins edit these." : "Only an admin can change these."}
                </p>
              ) : (
                <p className="mt-3 text-sm">
                  {count} {count === 1 ? "item" : "items"}
                  {waiting > 0 ? `, ${waiting} not yet published` : ""}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
