// POST /upload/:token/file — the upload page's script sends each file here on its own, to show a progress bar per
// file; the answer is JSON. The same checks as the page's own form (agency-upload.ts), and a same-origin check,
// which React Router does not do for resource routes.
import { appContextOf } from "~/.server/app-context";
import { isSameOriginRequest } from "~/.server/runtime/same-origin";
import { headersOf, httpStatusOf, receiveAgencyUpload } from "~/.server/uploads/agency-upload";
import type { Route } from "./+types/upload-file";

const noStore = { "Cache-Control": "no-store" };

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed.", { status: 405, headers: noStore });
  const app = appContextOf(context);
  if (!isSameOriginRequest(request, app.config.PUBLIC_URL)) {
    return new Response("Forbidden.", { status: 403, headers: noStore });
  }
  const result = await receiveAgencyUpload(app, request, context, params.token);
  return Response.json(result, { status: httpStatusOf(result), headers: { ...noStore, ...headersOf(result) } });
}

export function loader() {
  return new Response("Not found.", { status: 404, headers: noStore });
}
