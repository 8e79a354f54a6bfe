// Calls a route module's loader or action the way React Router does, and turns whatever comes back (a value,
// data(), a Response, or a thrown redirect/Response) into one shape tests can assert on.
import { createRequestContext } from "~/.server/app-context";
import { testApp } from "./app-context";

export type RouteOutcome = {
  status: number;
  headers: Headers;
  /** The value a loader/action returned (plain or through data()), for non-Response results. */
  data: unknown;
  /** The Response itself, for resource routes and redirects. */
  response: Response | null;
  /** Where a redirect goes. */
  location: string | null;
};

type RouteFunction = (args: never) => unknown;

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && "type" in value && value.type === "DataWithResponseInit";
}

export async function callRoute(
  fn: RouteFunction,
  request: Request,
  params: Record<string, string> = {},
): Promise<RouteOutcome> {
  const context = createRequestContext(testApp(), {
    nonce: "test",
    clientIp: request.headers.get("x-client-ip") ?? "127.0.0.1",
  });
  let result: unknown;
  try {
    result = await fn({ request, params, context } as never);
  } catch (thrown) {
    // A thrown Response (a redirect, a 404) or data() (a manager's change refused because the session ended).
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      headers: result.headers,
      data: undefined,
      response: result,
      location: result.headers.get("Location"),
    };
  }
  if (isDataWithInit(result)) {
    return {
      status: result.init?.status ?? 200,
      headers: new Headers(result.init?.headers),
      data: result.data,
      response: null,
      location: null,
    };
  }
  return { status: 200, headers: new Headers(), data: result, response: null, location: null };
}
