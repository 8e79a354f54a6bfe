// POST /upload/:token/file — the upload page's script sends each file here on its own, to show a progress bar per
// file; the answer is JSON. The same checks as the page's own form (agency-upload.ts), and the same-origin rule,
// which React Router does not apply to resource routes (server.ts does, before any route).
import { appContextOf } from "~/.server/app-context";
import { isSameOriginRequest, requestFacts } from "~/.server/runtime/request-context";
import { headersOf, receiveAgencyUpload, uploadHttpStatusOf } from "~/.server/uploads/agency-upload";
import type { Route } from "./+types/upload-file";

const noStore = { "Cache-Control": "no-store" };

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed.", { status: 405, headers: noStore });
  const app = appContextOf(context);
  const sender = requestFacts(request, context);
  if (!isSameOriginRequest(request, context, app.config.PUBLIC_URL)) {
    return new Response("Forbidden.", { status: 403, headers: noStore });
  }
  const result = await receiveAgencyUpload(app, request, sender, params.token);
  return Response.json(result, { status: uploadHttpStatusOf(result), headers: { ...noStore, ...headersOf(result) } });
}

export function loader() {
  return new Response("Not found.", { status: 404, headers: noStore });
}
