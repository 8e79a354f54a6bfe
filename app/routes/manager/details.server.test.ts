// The inquiry and application detail pages' loaders, against a real database.
import { describe, expect, test, vi } from "vitest";
import { managerRequest, setupManagerAuth } from "#tests/support/manager-auth.ts";
import { seedLeads, signedInManager as signInManager } from "#tests/support/manager-routes.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import * as applicationDetail from "./application-detail";
import * as inquiryDetail from "./inquiry-detail";

// Password hashing (scrypt) makes sign-ins slow by design.
vi.setConfig({ testTimeout: 60_000 });

const state = setupTestServerState();
setupManagerAuth(state);
const seed = () => seedLeads(state);
const signedInManager = (role?: "manager" | "admin") => signInManager(state, role);

describe(`details (${TEST_DATABASE_KIND})`, () => {
  test("inquiry details hold every stored field; unknown or malformed ids are 404", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const outcome = await callRoute(
      inquiryDetail.loader,
      managerRequest(`/manager-dashboard/inquiries/${seeded.respondedInquiry.id}`, { cookie }),
      { id: seeded.respondedInquiry.id },
    );
    const { inquiry } = outcome.data as Awaited<ReturnType<typeof inquiryDetail.loader>>;
    expect(inquiry).toMatchObject({
      name: "Tom R.",
      email: "tom@example.net",
      phone: "(651) 555-0199",
      organization: "Bright Path Center",
      serviceType: "Other",
      serviceText: "Other (Billing Compliance)",
      source: "quote",
      responded: true,
      message: "Please call me.\nTuesday mornings are best.",
    });
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      const missing = await callRoute(
        inquiryDetail.loader,
        managerRequest(`/manager-dashboard/inquiries/${id}`, { cookie }),
        {
          id,
        },
      );
      expect(missing.status).toBe(404);
    }
  });

  test("application details hold every field with the role answers labelled, and no storage key", async () => {
    const seeded = await seed();
    const cookie = await signedInManager();
    const outcome = await callRoute(
      applicationDetail.loader,
      managerRequest(`/manager-dashboard/applications/${seeded.application.id}`, { cookie }),
      { id: seeded.application.id },
    );
    const { application } = outcome.data as Awaited<ReturnType<typeof applicationDetail.loader>>;
    expect(application).toMatchObject({
      fullName: "Dana K.",
      role: "Board Certified Behavior Analyst (BCBA)",
      workHistory: ["Behavior technician, 2019-2023"],
      education: ["B.A. Psychology"],
      hasResume: true,
      resumeFileName: "Dana K résumé.pdf",
    });
    expect(application.answers).toEqual([
      { key: "certificationNumber", label: "BCBA certification number", value: "1-23-45678" },
      { key: "supervisionYears", label: "Years supervising", value: "4" },
    ]);
    expect(JSON.stringify(application)).not.toContain(seeded.application.resumeFileKey!);
  });
});
