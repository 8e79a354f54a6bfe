// The manager pages' own frame: a calm bar with the firm's name, the sections, who is signed in and Sign Out; no
// marketing header, footer or chat. Each page below still checks the session and role in its own loader and action
// (a layout's loader runs in parallel with theirs, so it is no guard).

import { Form, isRouteErrorResponse, NavLink, Outlet, useRouteError } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { actorOf } from "~/.server/auth/actor";
import { requireManagerForAccount } from "~/.server/auth/session";
import { Button } from "~/components/ui/button";
import { LogOut } from "~/components/ui/icons/log-out";
import { SITE_NAME } from "~/content/site";
import type { OwnFrameHandle } from "~/lib/own-frame";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/layout";
import { ManagerErrorPage, SESSION_ENDED_TEXT, sessionEndedSignIn } from "./ui/error-page";
import { ROLE_LABELS } from "./ui/manager-header";

export const handle: OwnFrameHandle = { ownFrame: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  // Lenient about account set-up: the account page, where set-up happens, sits in this frame too. Every other page's
  // own loader sends a manager with set-up to do there.
  const { manager, setup } = await requireManagerForAccount(appContextOf(context), request);
  return { name: actorOf(manager).name, role: manager.role, hasSetup: setup !== null };
}

// Who is signed in does not change between the dashboard's own navigations (signing out reloads the document), so
// its loader is not asked again; a failing data request then reaches the page's own error boundary.
export const shouldRevalidate = () => false;

const sectionClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-1.5 text-sm font-semibold",
    isActive
      ? "bg-primary-foreground/15 text-primary-foreground"
      : "text-primary-foreground/85 hover:bg-primary-foreground/10",
  );

export default function ManagerLayout({ loaderData }: Route.ComponentProps) {
  const { name, role, hasSetup } = loaderData;
  return (
    <>
      <header className="bg-primary text-primary-foreground print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex flex-wrap items-center gap-4">
            <span className="font-bold">{SITE_NAME}</span>
            {hasSetup ? null : (
              <nav aria-label="Manager sections" className="flex gap-1">
                <NavLink to="/manager-dashboard" end className={sectionClass}>
                  Leads
                </NavLink>
                <NavLink to="/manager-dashboard/content" className={sectionClass}>
                  Content
                </NavLink>
                {role === "admin" ? (
                  <NavLink to="/manager-dashboard/admin" className={sectionClass}>
                    Admin
                  </NavLink>
                ) : null}
              </nav>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <NavLink to="/manager-dashboard/account" className={sectionClass}>
              {name} <span className="font-normal text-primary-foreground/80">({ROLE_LABELS[role]})</span>
              <span className="sr-only">: your account</span>
            </NavLink>
            {/* A full document POST: signing out drops every piece of client state with the page. */}
            <Form method="post" action="/manager-sign-out" reloadDocument>
              <Button type="submit" size="sm" variant="inverse">
                <LogOut aria-hidden="true" />
                Sign Out
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
    </>
  );
}

/**
 * An error no manager page answered itself: a lead that no longer exists (404), a page for admins only (403), a
 * change sent after the session ended (401, without JavaScript), or data that could not be loaded (the database went
 * away). Each says what happened and the way back.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const signInHref = sessionEndedSignIn(error);
  if (signInHref) {
    return <ManagerErrorPage isMain title="Manager Dashboard" href={signInHref} {...SESSION_ENDED_TEXT} />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [message, linkText] =
    status === 404
      ? ["This lead no longer exists, or the link is not right.", "Back to the dashboard"]
      : status === 403
        ? ["Only an admin can open this page.", "Back to the dashboard"]
        : ["Failed to load dashboard data.", "Try again"];
  return (
    <ManagerErrorPage
      isMain
      title="Manager Dashboard"
      message={message}
      href="/manager-dashboard"
      linkText={linkText}
    />
  );
}
