// /api/auth/* — the few Better Auth endpoints the site uses, and nothing else: sign-in (with the same role check
// as /manager-login), sign-out, session, and sign-up, which Better Auth refuses (disableSignUp) and which stays
// routed so that refusal is what every caller sees. Every other path is 404.

import type { AppContext } from "~/.server/app-context";
import { appContextOf } from "~/.server/app-context";
import { AUTH_BASE_PATH } from "~/.server/auth/config";
import { forwardSignIn, ManagerLoginSchema } from "~/.server/auth/session";
import type { Route } from "./+types/auth-api";

const FORWARDED = new Set(["GET /get-session", "POST /sign-out", "POST /sign-up/email"]);

function json(body: unknown, status: number) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

async function handle(app: AppContext, request: Request) {
  const endpoint = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  const key = `${request.method} ${endpoint}`;
  if (key === "POST /sign-in/email") {
    const body = await request
      .clone()
      .json()
      .catch(() => null);
    const parsed = ManagerLoginSchema.safeParse(body);
    if (!parsed.success) return json({ message: parsed.error.issues[0]?.message ?? "Invalid request." }, 400);
    return withNoStore(await forwardSignIn(app, request, parsed.data));
  }
  if (!FORWARDED.has(key)) return json({ message: "Not found." }, 404);
  return withNoStore(await app.auth.handler(request));
}

function withNoStore(response: Response) {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", "no-store");
  return copy;
}

export const loader = ({ request, context }: Route.LoaderArgs) => handle(appContextOf(context), request);
export const action = ({ request, context }: Route.ActionArgs) => handle(appContextOf(context), request);
