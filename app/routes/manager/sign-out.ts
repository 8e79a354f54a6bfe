// POST /manager-sign-out — ends the manager's session and goes home. A resource route, so the same-origin rule is
// applied here where server.ts has not already (React Router only applies it to UI routes).
import { redirect } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { signOutManager } from "~/.server/auth/session";
import { isSameOriginRequest } from "~/.server/runtime/request-context";
import type { Route } from "./+types/sign-out";

export async function action({ request, context }: Route.ActionArgs) {
  const app = appContextOf(context);
  if (!isSameOriginRequest(request, context, app.config.PUBLIC_URL)) {
    return new Response("Cross-site request refused.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of await signOutManager(app, request)) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

// Signing out is a POST; a GET (a typed URL, a prefetch) changes nothing and goes home.
export function loader() {
  return redirect("/", { headers: { "Cache-Control": "no-store" } });
}
