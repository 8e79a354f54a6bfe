// Upload requests made the way a manager makes them, through the new-request form's action, for the suites that
// then exercise the agency's page, the e-mailed link or the downloads.
import { expect } from "vitest";
import * as requestNew from "~/routes/manager/upload-request-new";
import { managerRequest } from "./manager-auth";
import { callRoute } from "./route-call";

/** The agency's address on every request these helpers make. */
export const UPLOAD_REQUEST_CONTACT = "office@brightpath.example";

/**
 * Creates an upload request as the manager signed in with `cookie`; `extra` adds or changes inputs (a passcode,
 * `emailLink`). Fails the test unless the form accepts it. Returns the request with the token its link carries.
 */
export async function createUploadRequest(cookie: string, extra: Record<string, string> = {}) {
  const outcome = await callRoute(
    requestNew.action,
    managerRequest("/manager-dashboard/upload-requests/new", {
      cookie,
      form: {
        agencyName: "Bright Path Center",
        contactEmail: UPLOAD_REQUEST_CONTACT,
        purpose: "Policies and staff records for the annual audit",
        expiresInDays: "14",
        passcode: "",
        maxFiles: "100",
        maxTotalMb: "500",
        ...extra,
      },
    }),
  );
  expect(outcome.status).toBe(200);
  const created = outcome.data as { id: string; link: string; emailedTo: string | null };
  return { ...created, token: created.link.split("/upload/")[1] ?? "" };
}
