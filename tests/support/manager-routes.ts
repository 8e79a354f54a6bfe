// What the manager routes' integration tests share: the seeded leads (two of each kind, at known times), a call
// request, a signed-in manager, the dashboard's data and the error lines logged meanwhile. Each test file has its
// own database (setupTestServerState); these take it as `state`.
import { expect } from "vitest";
import { applications, callRequests, inquiries, uploadRequests, uploads } from "~/.server/db/schema";
import { newStorageKey } from "~/.server/files/storage";
import { callDays } from "~/lib/call-slots";
import * as dashboard from "~/routes/manager/dashboard";
import { makePdf } from "./documents.ts";
import { takeErrors, takeLogLines } from "./log-lines.ts";
import { createTestUser, managerRequest, signInCookie } from "./manager-auth.ts";
import { callRoute } from "./route-call.ts";
import type { TestServerState } from "./test-db.ts";

export type Seeded = Awaited<ReturnType<typeof seedLeads>>;

/** Where a seeded lead first arrived from: a newsletter link to /services, found through Google. */
const FIRST_TOUCH = {
  landingPath: "/services",
  referrerHost: "www.google.com",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "spring-2026",
  utmTerm: "eidbi audit",
  utmContent: "header-link",
};

/** Two inquiries, two applications (one with a résumé) and two uploads (one with a file), at known times. */
export async function seedLeads(state: TestServerState) {
  const db = state.db();
  const resumeBytes = makePdf("Dana K. résumé");
  const resumeKey = newStorageKey();
  await state.storage().put(resumeKey, resumeBytes);
  const uploadBytes = makePdf("Site audit checklist");
  const uploadKey = newStorageKey();
  await state.storage().put(uploadKey, uploadBytes);

  const [olderInquiry, newerInquiry] = await db
    .insert(inquiries)
    .values([
      {
        source: "contact",
        name: "Maria L.",
        email: "maria@example.org",
        phone: "(612) 555-0100",
        message: "We need help with 50% of our QP documentation.",
        createdAt: new Date("2026-03-02T15:00:00Z"),
      },
      {
        source: "quote",
        name: "Tom R.",
        email: "tom@example.net",
        phone: "(651) 555-0199",
        message: "Please call me.\nTuesday mornings are best.",
        organization: "Bright Path Center",
        serviceType: "Other",
        category: "Billing Compliance",
        responded: true,
        firstTouch: FIRST_TOUCH,
        createdAt: new Date("2026-03-05T15:00:00Z"),
      },
    ])
    .returning();
  const [withResume, withoutResume] = await db
    .insert(applications)
    .values([
      {
        fullName: "Dana K.",
        email: "dana@example.com",
        phone: "(612) 555-0111",
        authorized: "yes",
        workHistory: ["Behavior technician, 2019-2023"],
        education: ["B.A. Psychology"],
        interest: "I want to help agencies stay compliant.",
        role: "Board Certified Behavior Analyst (BCBA)",
        roleAnswers: { certificationNumber: "1-23-45678", supervisionYears: "4" },
        criminalBackground: "no",
        drugTest: "yes",
        gender: "Woman",
        race: "Asian",
        veteran: "protected-veteran",
        resumeFileName: "Dana K résumé.pdf",
        resumeFileKey: resumeKey,
        resumeFileSize: resumeBytes.byteLength,
        resumeFileType: "application/pdf",
        firstTouch: FIRST_TOUCH,
        createdAt: new Date("2026-04-01T15:00:00Z"),
      },
      {
        fullName: "Lee P.",
        email: "lee@example.com",
        phone: "(612) 555-0122",
        address: "12 Lake Street, Duluth, MN",
        authorized: "no",
        workHistory: ["Receptionist"],
        education: ["High school diploma"],
        interest: "Customer service is what I do best.",
        role: "General",
        criminalBackground: "yes",
        criminalDetails: "A misdemeanor in 2010.",
        drugTest: "no",
        createdAt: new Date("2026-03-01T15:00:00Z"),
      },
    ])
    .returning();
  const [upload, uploadWithoutFile] = await db
    .insert(uploads)
    .values([
      {
        senderName: "Bright Path Center",
        documentTitle: "Site audit checklist",
        submissionType: "Audit preparation",
        filePath: uploadKey,
        fileName: "audit checklist.pdf",
        fileSize: uploadBytes.byteLength,
        fileType: "application/pdf",
      },
      { senderName: "North Star Autism", documentTitle: "Policy draft", submissionType: "Policy review" },
    ])
    .returning();
  const [uploadRequest] = await db
    .insert(uploadRequests)
    .values({
      tokenHash: "0".repeat(64),
      agencyName: "Bright Path Center",
      contactEmail: "office@brightpath.example",
      purpose: "Policies for the annual audit",
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return {
    uploadRequest: uploadRequest!,
    inquiry: olderInquiry!,
    respondedInquiry: newerInquiry!,
    application: withResume!,
    applicationWithoutResume: withoutResume!,
    upload: upload!,
    uploadWithoutFile: uploadWithoutFile!,
    resumeBytes,
  };
}

/** The first open slot of each of the next business days. */
export const openSlots = () =>
  callDays(new Date()).flatMap((day) => (day.kind === "slots" ? [{ date: day.date, start: day.slots[0]!.start }] : []));

/** A call request (its own row, apart from seedLeads()'s), asking for the first open slot. */
export async function seedCallRequest(state: TestServerState) {
  const [row] = await state
    .db()
    .insert(inquiries)
    .values({ source: "call", name: "Sam T.", email: "sam@example.net", phone: "612-555-0190", message: "" })
    .returning();
  await state
    .db()
    .insert(callRequests)
    .values({ inquiryId: row!.id, slots: [openSlots()[0]!.start] });
  return row!.id;
}

/** A signed-in manager (or admin): the session cookie of ana@example.com. */
export async function signedInManager(state: TestServerState, role: "manager" | "admin" = "manager") {
  await createTestUser(state, "ana@example.com", role);
  return signInCookie("ana@example.com");
}

export type DashboardData = Awaited<ReturnType<typeof dashboard.loader>>;

/** The dashboard's data for `cookie`'s manager, with `search` as the URL's query. */
export async function loadDashboard(cookie: string, search = "") {
  const outcome = await callRoute(dashboard.loader, managerRequest(`/manager-dashboard${search}`, { cookie }));
  expect(outcome.status).toBe(200);
  return outcome.data as DashboardData;
}

/** Runs `body` and returns the error lines the server logged meanwhile (as JSON text, to search). */
export async function capturingErrors(body: () => Promise<void>) {
  takeLogLines();
  await body();
  return takeErrors().map((line) => JSON.stringify(line));
}
