// The bad-input matrix: every public form's route action and the manager sign-in, called as React Router calls
// them with real Requests against the real database (PGlite, or PostgreSQL under scripts/with-postgres.sh).
// Whatever arrives — missing or mistyped fields, unknown choices, megabyte strings, broken bodies, disguised
// files, hostile file names, control characters, markup — the answer is a 4xx (never a 5xx), nothing is stored,
// and a normal submission right after still goes through.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { QSP_APPLICATION_FORM } from "#tests/support/applications.ts";
import { makePdf, makePng } from "#tests/support/documents.ts";
import {
  formRequest,
  rawRequest,
  type TestFields,
  type TestFile,
  uniqueClientIp,
  withoutFields,
} from "#tests/support/form-request.ts";
import {
  createTestUser,
  managerRequest,
  setupManagerAuth,
  signInCookie,
  TEST_PASSWORD,
} from "#tests/support/manager-auth.ts";
import { callRoute } from "#tests/support/route-call.ts";
import { setupTestServerState, TEST_DATABASE_KIND } from "#tests/support/test-db.ts";
import { sessions } from "~/.server/db/auth-schema";
import { applications, inquiries, uploads } from "~/.server/db/schema";
import { MAX_INQUIRY_BODY_BYTES } from "~/.server/leads/inquiry-form";
import { callDays } from "~/lib/call-slots";
import { MAX_RESUME_BYTES, ROLE_QUESTIONS } from "~/lib/schemas/application";
import { MAX_APPLICATION_BODY_BYTES } from "~/lib/schemas/application-fields";
import { HONEYPOT_FIELD } from "~/lib/schemas/common";
import { action as bookAction } from "~/routes/forms/call-request";
import { action as careersAction } from "~/routes/forms/careers";
import { action as contactAction } from "~/routes/forms/contact";
import { action as quoteAction } from "~/routes/forms/quote";
import * as dashboard from "~/routes/manager/dashboard";
import { action as loginAction } from "~/routes/manager/login";

// Scrypt makes each real sign-in attempt slow by design.
vi.setConfig({ testTimeout: 60_000 });

const state = setupTestServerState();
setupManagerAuth(state);

type Target = "contact" | "quote" | "book" | "careers" | "login";
const ACTIONS = {
  contact: contactAction,
  quote: quoteAction,
  book: bookAction,
  careers: careersAction,
  login: loginAction,
};
const PATHS: Record<Target, string> = {
  contact: "/contact",
  quote: "/quote",
  book: "/book",
  careers: "/careers",
  login: "/manager-login",
};

const MANAGER_EMAIL = "matrix.manager@example.com";
const MARKUP = `<script>alert(1)</script><img src=x onerror=alert(1)>"'><svg onload=alert(1)>`;
const ONE_MB = "a".repeat(1024 * 1024);

const VALID: Record<Exclude<Target, "login">, TestFields> = {
  contact: {
    name: "Dana K.",
    email: "dana@example.com",
    phone: "(612) 555-0142",
    message: "We are opening a second site and want an audit.",
    [HONEYPOT_FIELD]: "",
  },
  quote: {
    name: "Lee W.",
    email: "lee@example.com",
    phone: "763-555-0133",
    organization: "A Twin Cities autism center",
    serviceType: "Staff Training",
    category: "Training Oversight",
    message: "Our QPs need documentation training.",
    [HONEYPOT_FIELD]: "",
  },
  book: {
    name: "Robin B.",
    email: "robin@example.com",
    phone: "651-555-0142",
    serviceType: "Consultation",
    // The first day /book lists that takes calls, at noon Central: always ahead of now.
    slot1Day: callDays(new Date()).find((day) => day.kind === "slots")!.date,
    slot1Time: "12:00",
    message: "Tuesdays suit us.",
    [HONEYPOT_FIELD]: "",
  },
  careers: { ...QSP_APPLICATION_FORM, address: "100 Main St, Duluth, MN" },
};
const LOGIN = { email: MANAGER_EMAIL, password: TEST_PASSWORD };
const PDF: TestFile = { name: "resume.pdf", bytes: makePdf(), type: "application/pdf" };

/** Every request comes from a new client IP, so the per-IP limits never decide a case. */
function withClientIp(request: Request) {
  request.headers.set("x-client-ip", uniqueClientIp());
  return request;
}

function form(target: Target, fields: TestFields, options: Parameters<typeof formRequest>[2] = {}) {
  const files = target === "careers" && options.files === undefined ? [PDF] : (options.files ?? []);
  return withClientIp(formRequest(PATHS[target], fields, { ...options, files }));
}

function raw(target: Target, body: BodyInit | null, contentType?: string, headers?: Record<string, string>) {
  return withClientIp(rawRequest(PATHS[target], body, contentType, headers));
}

/** A multipart body written by hand, for what FormData would never produce. */
function multipart(boundary: string, parts: string[], { close = true } = {}) {
  return `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("")}${close ? `--${boundary}--\r\n` : ""}`;
}
const textPart = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

async function answer(target: Target, request: Request) {
  const outcome = await callRoute(ACTIONS[target] as never, request);
  return { status: outcome.status, data: outcome.data as { status?: string } | undefined, headers: outcome.headers };
}

async function stored() {
  const db = state.db();
  const total = async (table: typeof inquiries | typeof applications | typeof uploads | typeof sessions) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    inquiries: await total(inquiries),
    applications: await total(applications),
    uploads: await total(uploads),
    sessions: await total(sessions),
    files: (await state.storedKeys()).length,
  };
}

/** A normal submission to `target` right after a bad one: it must still be stored (or sign in). */
async function expectNormalSubmissionWorks(target: Target) {
  const before = await stored();
  if (target === "login") {
    await createTestUser(state, MANAGER_EMAIL, "manager");
    const { status, headers } = await answer("login", form("login", LOGIN, { encoding: "urlencoded" }));
    expect(status).toBe(200);
    expect(headers.get("Set-Cookie")).toContain("session_token");
    return;
  }
  const { status } = await answer(target, form(target, VALID[target]));
  expect(status, `a normal ${target} submission`).toBe(200);
  const after = await stored();
  if (target === "careers") expect(after.applications - before.applications).toBe(1);
  else expect(after.inquiries - before.inquiries).toBe(1);
}

const tooBigPdf = () => {
  const bytes = new Uint8Array(MAX_RESUME_BYTES + 1);
  bytes.set(makePdf());
  return bytes;
};
const html = new Uint8Array(Buffer.from("<!doctype html><script>alert(document.cookie)</script>"));
const B = "XbOuNdArY";

type Case = [label: string, status: number, target: Target, request: () => Request];

const CASES: Case[] = [
  // Missing fields
  ["contact: an empty form", 400, "contact", () => form("contact", {}, { encoding: "urlencoded" })],
  ["contact: no body at all", 400, "contact", () => raw("contact", null)],
  ["contact: without the message", 400, "contact", () => form("contact", withoutFields(VALID.contact, "message"))],
  ["quote: without the phone", 400, "quote", () => form("quote", withoutFields(VALID.quote, "phone"))],
  ["careers: without the résumé", 400, "careers", () => form("careers", VALID.careers, { files: [] })],
  ["careers: an empty form", 400, "careers", () => form("careers", {}, { files: [] })],
  ["login: an empty form", 400, "login", () => form("login", {}, { encoding: "urlencoded" })],
  ["login: without the password", 400, "login", () => form("login", { email: MANAGER_EMAIL })],
  // Wrong types: a file where text belongs, text where the file belongs, words where a number belongs
  [
    "contact: the message sent as a file",
    400,
    "contact",
    () => form("contact", withoutFields(VALID.contact, "message"), { files: [{ ...PDF, field: "message" }] }),
  ],
  [
    "careers: the résumé sent as a text field",
    400,
    "careers",
    () => form("careers", { ...VALID.careers, resume: "my-resume.pdf" }, { files: [] }),
  ],
  [
    "careers: the role sent as a file",
    400,
    "careers",
    () => form("careers", withoutFields(VALID.careers, "role"), { files: [PDF, { ...PDF, field: "role" }] }),
  ],
  [
    "careers: years in words",
    400,
    "careers",
    () => form("careers", { ...VALID.careers, "answers.yearsBehavioralHealth": "lots" }),
  ],
  // Unknown enum values
  ["quote: an unknown service type", 400, "quote", () => form("quote", { ...VALID.quote, serviceType: "Hacking" })],
  ["book: an empty form", 400, "book", () => form("book", {}, { encoding: "urlencoded" })],
  ["book: a time without its day", 400, "book", () => form("book", withoutFields(VALID.book, "slot1Day"))],
  ["book: a day that is no date", 400, "book", () => form("book", { ...VALID.book, slot1Day: "2026-13-45" })],
  [
    "book: a slot start instead of a day",
    400,
    "book",
    () => form("book", { ...VALID.book, slot1Day: new Date().toISOString() }),
  ],
  ["book: a time off the half hour", 400, "book", () => form("book", { ...VALID.book, slot1Time: "12:15" })],
  [
    "book: a 1 MB time",
    413,
    "book",
    () => form("book", { ...VALID.book, slot1Time: ONE_MB }, { encoding: "urlencoded" }),
  ],
  ["careers: an unknown role", 400, "careers", () => form("careers", { ...VALID.careers, role: "Chief Executive" })],
  // Names every object inherits: a lookup by the sent role once found Object.prototype.valueOf and answered 503
  ...["valueOf", "constructor", "toString", "__proto__", "hasOwnProperty"].map(
    (role): Case => [`careers: the role "${role}"`, 400, "careers", () => form("careers", { ...VALID.careers, role })],
  ),
  ["careers: authorized 'maybe'", 400, "careers", () => form("careers", { ...VALID.careers, authorized: "maybe" })],
  [
    "careers: an unknown veteran status",
    400,
    "careers",
    () => form("careers", { ...VALID.careers, veteran: "pirate" }),
  ],
  [
    "careers: six work-history entries",
    400,
    "careers",
    () => form("careers", { ...VALID.careers, workHistory: ["a", "b", "c", "d", "e", "f"] }),
  ],
  // 1 MB strings
  ["contact: a 1 MB message", 413, "contact", () => form("contact", { ...VALID.contact, message: ONE_MB })],
  [
    "quote: a 1 MB name",
    413,
    "quote",
    () => form("quote", { ...VALID.quote, name: ONE_MB }, { encoding: "urlencoded" }),
  ],
  ["careers: a 1 MB interest", 400, "careers", () => form("careers", { ...VALID.careers, interest: ONE_MB })],
  [
    "careers: a 1 MB role answer",
    400,
    "careers",
    () => form("careers", { ...VALID.careers, "answers.licenseNumber": ONE_MB }),
  ],
  ["login: a 1 MB password", 400, "login", () => form("login", { email: MANAGER_EMAIL, password: ONE_MB })],
  [
    "contact: a Content-Length over the limit",
    413,
    "contact",
    () =>
      raw("contact", "name=x", "application/x-www-form-urlencoded", {
        "Content-Length": `${MAX_INQUIRY_BODY_BYTES + 1}`,
      }),
  ],
  // Malformed multipart
  [
    "contact: multipart whose boundary never appears",
    400,
    "contact",
    () => raw("contact", multipart("other", [textPart("name", "x")]), `multipart/form-data; boundary=${B}`),
  ],
  ["contact: multipart without a boundary", 400, "contact", () => raw("contact", "--x\r\n\r\n", "multipart/form-data")],
  [
    "quote: multipart cut off before its end",
    400,
    "quote",
    () => raw("quote", multipart(B, [textPart("name", "x")], { close: false }), `multipart/form-data; boundary=${B}`),
  ],
  [
    "careers: multipart with a part that has no headers",
    400,
    "careers",
    () => raw("careers", `--${B}\r\nno headers here\r\n--${B}--\r\n`, `multipart/form-data; boundary=${B}`),
  ],
  [
    "careers: a file name with CRLF and a forged header inside",
    400,
    "careers",
    () =>
      raw(
        "careers",
        multipart(B, [
          `Content-Disposition: form-data; name="resume"; filename="a.pdf\r\nContent-Type: text/html"\r\n\r\n<html>`,
        ]),
        `multipart/form-data; boundary=${B}`,
      ),
  ],
  [
    "login: multipart whose boundary never appears",
    400,
    "login",
    () => raw("login", multipart("other", [textPart("email", MANAGER_EMAIL)]), `multipart/form-data; boundary=${B}`),
  ],
  [
    "contact: 300 fields",
    400,
    "contact",
    () => raw("contact", "a=1&".repeat(300), "application/x-www-form-urlencoded"),
  ],
  // Wrong content types
  ["contact: JSON", 400, "contact", () => raw("contact", JSON.stringify(VALID.contact), "application/json")],
  ["quote: plain text", 400, "quote", () => raw("quote", "name=Lee", "text/plain")],
  ["careers: XML", 400, "careers", () => raw("careers", "<application/>", "application/xml")],
  ["contact: bytes without a content type", 400, "contact", () => raw("contact", new Uint8Array([110, 61, 49]))],
  ["login: JSON", 400, "login", () => raw("login", JSON.stringify(LOGIN), "application/json")],
  // Disguised, oversized and surplus résumés; path traversal in file names
  [
    "careers: an HTML page renamed .pdf",
    400,
    "careers",
    () => form("careers", VALID.careers, { files: [{ name: "resume.pdf", bytes: html, type: "application/pdf" }] }),
  ],
  [
    "careers: a PNG renamed .docx",
    400,
    "careers",
    () => form("careers", VALID.careers, { files: [{ name: "resume.docx", bytes: makePng() }] }),
  ],
  [
    "careers: a real PDF named .exe",
    400,
    "careers",
    () => form("careers", VALID.careers, { files: [{ ...PDF, name: "resume.exe" }] }),
  ],
  [
    "careers: a résumé over 10 MB",
    413,
    "careers",
    () => form("careers", VALID.careers, { files: [{ ...PDF, bytes: tooBigPdf() }] }),
  ],
  [
    "careers: HTML named ../../../server.ts.pdf",
    400,
    "careers",
    () => form("careers", VALID.careers, { files: [{ name: "../../../server.ts.pdf", bytes: html }] }),
  ],
  [
    "careers: a PDF named ..\\..\\etc\\passwd",
    400,
    "careers",
    () => form("careers", VALID.careers, { files: [{ ...PDF, name: "..\\..\\etc\\passwd" }] }),
  ],
  ["careers: four files", 400, "careers", () => form("careers", VALID.careers, { files: [PDF, PDF, PDF, PDF] })],
  // Control characters: CRLF in one-line fields, NUL anywhere
  [
    "contact: CRLF in the name",
    400,
    "contact",
    () => form("contact", { ...VALID.contact, name: "Dana\r\nBcc: x@example.com" }),
  ],
  [
    "quote: CRLF in the organization",
    400,
    "quote",
    () => form("quote", { ...VALID.quote, organization: "Acme\r\nX-Evil: 1" }),
  ],
  [
    "careers: CRLF in the full name",
    400,
    "careers",
    () => form("careers", { ...VALID.careers, fullName: "Jordan\r\nM." }),
  ],
  ["careers: CRLF in the phone", 400, "careers", () => form("careers", { ...VALID.careers, phone: "612\r\n555-0188" })],
  ["login: CRLF in the e-mail", 400, "login", () => form("login", { ...LOGIN, email: `${MANAGER_EMAIL}\r\nx` })],
  [
    "contact: NUL in the message",
    400,
    "contact",
    () => form("contact", { ...VALID.contact, message: "hi\u0000there" }),
  ],
  [
    "careers: NUL in a role answer",
    400,
    "careers",
    () => form("careers", { ...VALID.careers, "answers.licenseNumber": "L\u0000" }),
  ],
  // Markup where a format is required
  ["contact: markup as the e-mail", 400, "contact", () => form("contact", { ...VALID.contact, email: MARKUP })],
  ["quote: markup as the phone", 400, "quote", () => form("quote", { ...VALID.quote, phone: MARKUP })],
  [
    "careers: markup as the drug-test answer",
    400,
    "careers",
    () => form("careers", { ...VALID.careers, drugTest: MARKUP }),
  ],
  ["login: markup as the e-mail", 400, "login", () => form("login", { ...LOGIN, email: MARKUP })],
  // Wrong credentials are a refusal, not an error
  ["login: an unknown e-mail", 401, "login", () => form("login", { ...LOGIN, email: "nobody@example.com" })],
  [
    "login: NUL in the password",
    401,
    "login",
    () => form("login", { ...LOGIN, password: "pass\u0000word-long-enough" }),
  ],
];

describe(`bad input on ${TEST_DATABASE_KIND}`, () => {
  test("the matrix has at least 30 cases and covers every action", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CASES.map(([, , target]) => target))).toEqual(
      new Set(["contact", "quote", "book", "careers", "login"]),
    );
  });

  test.each(CASES)(
    "%s → %i, nothing stored, and the next normal submission works",
    async (_label, status, target, request) => {
      const before = await stored();

      const result = await answer(target, request());

      expect(result.status).toBe(status);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(await stored()).toEqual(before);
      await expectNormalSubmissionWorks(target);
    },
  );
});

/** Which text fields take free text (markup is kept as typed, and rendered as text) and which have a format. */
const FREE_TEXT: Record<Exclude<Target, "login">, string[]> = {
  contact: ["name", "message"],
  quote: ["name", "organization", "category", "message"],
  book: ["name", "organization", "category", "message"],
  careers: [
    "fullName",
    "address",
    "gender",
    "race",
    "workHistory",
    "education",
    "interest",
    "answers.licenseNumber",
    "answers.supervisionExperience",
  ],
};
const FORMATTED: Record<Exclude<Target, "login">, string[]> = {
  contact: ["email", "phone"],
  quote: ["email", "phone", "serviceType"],
  book: ["email", "phone", "serviceType", "slot1Day", "slot1Time", "slot2Day", "slot2Time", "slot3Day", "slot3Time"],
  careers: [
    "email",
    "phone",
    "authorized",
    "veteran",
    "role",
    "criminalBackground",
    "drugTest",
    "answers.yearsBehavioralHealth",
  ],
};
const MARKUP_CASES = (["contact", "quote", "book", "careers"] as const).flatMap((target) => [
  ...FREE_TEXT[target].map((field) => [target, field, "stored as typed"] as const),
  ...FORMATTED[target].map((field) => [target, field, "refused"] as const),
]);

describe(`hostile markup in every text field on ${TEST_DATABASE_KIND}`, () => {
  test.each(MARKUP_CASES)("%s %s: %s", async (target, field, expected) => {
    const fields = { ...VALID[target], [field]: field === "workHistory" || field === "education" ? [MARKUP] : MARKUP };
    const before = await stored();

    const result = await answer(target, form(target, fields));

    if (expected === "refused") {
      expect(result.status).toBe(400);
      expect(result.data).toMatchObject({ status: "invalid", errors: { [field]: expect.any(String) } });
      expect(await stored()).toEqual(before);
      return;
    }
    expect(result.status).toBe(200);
    // Kept exactly as typed: escaping belongs to rendering (tests/e2e/xss.spec.ts), not to storage.
    const db = state.db();
    const row =
      target === "careers" ? (await db.select().from(applications))[0] : (await db.select().from(inquiries))[0];
    expect(JSON.stringify(row)).toContain(JSON.stringify(MARKUP).slice(1, -1));
  });
});

describe(`uploads on ${TEST_DATABASE_KIND}`, () => {
  test.each([
    ["../../../{id}.pdf", "{id}.pdf"],
    // Multipart quotes file names, and a backslash there escapes the next character: no separator survives.
    ["..\\..\\..\\{id}.pdf", "......{id}.pdf"],
    ["/etc/cron.d/{id}.pdf", "{id}.pdf"],
    ["{id}\u202Efdp.exe.pdf", "{id}fdp.exe.pdf"],
  ])(
    "a PDF named %j is stored under a generated key; the name shows as %j and touches no path",
    async (name, shown) => {
      const id = randomUUID();
      const fileName = name.replaceAll("{id}", id);

      const result = await answer("careers", form("careers", VALID.careers, { files: [{ ...PDF, name: fileName }] }));

      expect(result.status).toBe(200);
      const [row] = await state.db().select().from(applications);
      expect(row?.resumeFileName).toBe(shown.replaceAll("{id}", id));
      expect(row?.resumeFileKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(await state.storedKeys()).toEqual([row?.resumeFileKey]);
      for (const base of [state.storageDir(), process.cwd(), "/"]) {
        expect(existsSync(path.resolve(base, fileName.replaceAll("\\", "/")))).toBe(false);
      }
    },
  );

  test.each([
    ["the application form", "careers" as const, MAX_APPLICATION_BODY_BYTES],
    ["the contact form", "contact" as const, MAX_INQUIRY_BODY_BYTES],
  ])(
    "a 100 MB body without Content-Length to %s is cut off while it streams: 413, read no further",
    async (_l, target, limit) => {
      const chunk = new Uint8Array(64 * 1024).fill(0x61);
      let pulled = 0;
      const head = new TextEncoder().encode(
        target === "careers"
          ? `--${B}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`
          : "message=",
      );
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head);
        },
        pull(controller) {
          if (pulled >= 100 * 1024 * 1024) return controller.close();
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const type = target === "careers" ? `multipart/form-data; boundary=${B}` : "application/x-www-form-urlencoded";
      const request = withClientIp(
        new Request(`http://localhost${PATHS[target]}`, {
          method: "POST",
          body,
          headers: { Origin: "http://localhost", "Content-Type": type },
          duplex: "half",
        } as RequestInit),
      );

      const result = await answer(target, request);

      expect(result.status).toBe(413);
      expect(pulled).toBeLessThan(limit + 4 * chunk.byteLength);
      expect(await stored()).toEqual({ inquiries: 0, applications: 0, uploads: 0, sessions: 0, files: 0 });
    },
  );
});

// fast-check: any string, in any field, in either encoding, never makes an action answer 5xx; a 200 means the
// submission was stored (or was a honeypot hit), anything else stored nothing.
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom("", " ", MARKUP, "\r\n", "\u0000", "yes", "no", "General", "a@b.co", "612-555-0100", "-1", "1e309"),
);
const fieldOrValid = (valid: string) =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(valid) }, { weight: 1, arbitrary: anyText });
const encoding = fc.constantFrom("multipart" as const, "urlencoded" as const);

async function expectNever5xx(target: Exclude<Target, "login">, fields: TestFields, enc: "multipart" | "urlencoded") {
  const before = await stored();
  const result = await answer(target, form(target, fields, target === "careers" ? {} : { encoding: enc }));
  expect(result.status).toBeGreaterThanOrEqual(200);
  expect(result.status).toBeLessThan(500);
  const after = await stored();
  const isHoneypot = String(fields[HONEYPOT_FIELD] ?? "").trim() !== "";
  const added = after.inquiries + after.applications - before.inquiries - before.applications;
  expect(added).toBe(result.status === 200 && !isHoneypot ? 1 : 0);
}

describe(`fast-check: any string in any field never yields a 5xx on ${TEST_DATABASE_KIND}`, () => {
  const recordOf = (valid: TestFields) =>
    fc.record(
      Object.fromEntries(
        Object.entries(valid).map(([name, value]) => [
          name,
          typeof value === "string" ? fieldOrValid(value) : fc.array(anyText, { maxLength: 6 }),
        ]),
      ),
    );

  test("contact", async () => {
    await fc.assert(
      fc.asyncProperty(recordOf(VALID.contact), encoding, (fields, enc) => expectNever5xx("contact", fields, enc)),
      { numRuns: 100 },
    );
  });

  test("quote", async () => {
    await fc.assert(
      fc.asyncProperty(recordOf(VALID.quote), encoding, (fields, enc) => expectNever5xx("quote", fields, enc)),
      { numRuns: 100 },
    );
  });

  test("book, with any day and time in each choice", async () => {
    const choices = { slot2Day: "", slot2Time: "", slot3Day: "", slot3Time: "" };
    await fc.assert(
      fc.asyncProperty(recordOf({ ...VALID.book, ...choices }), encoding, (fields, enc) =>
        expectNever5xx("book", fields, enc),
      ),
      { numRuns: 100 },
    );
  });

  test("careers, with any role's answers", async () => {
    const answerKeys = [...new Set(Object.values(ROLE_QUESTIONS).flatMap((questions) => questions.map((q) => q.key)))];
    const answers = fc.dictionary(
      fc.constantFrom(...answerKeys).map((key) => `answers.${key}`),
      anyText,
      {
        maxKeys: 4,
      },
    );
    await fc.assert(
      fc.asyncProperty(recordOf(withoutFields(VALID.careers, "answers.licenseNumber")), answers, (fields, extra) =>
        expectNever5xx("careers", { ...fields, ...extra }, "multipart"),
      ),
      { numRuns: 100 },
    );
  });

  test("sign-in", async () => {
    await createTestUser(state, MANAGER_EMAIL, "manager");
    await fc.assert(
      fc.asyncProperty(
        fc.record({ email: fieldOrValid(MANAGER_EMAIL), password: anyText }),
        encoding,
        async (fields, enc) => {
          const { status } = await answer("login", form("login", fields, { encoding: enc }));
          expect(status).toBeGreaterThanOrEqual(400);
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    expect((await stored()).sessions).toBe(0);
  });
});

// The dashboard's query string is input too (found by the scan: a NUL in ?q= made the search query fail, 500).
describe(`the dashboard's query parameters on ${TEST_DATABASE_KIND}`, () => {
  test("any string as q, tab, status or page answers 200 with a list, never an error", async () => {
    await createTestUser(state, MANAGER_EMAIL, "manager");
    const cookie = await signInCookie(MANAGER_EMAIL);
    await answer("contact", form("contact", VALID.contact));
    const load = async (params: Record<string, string>) => {
      const outcome = await callRoute(
        dashboard.loader,
        managerRequest(`/manager-dashboard?${new URLSearchParams(params)}`, { cookie }),
      );
      expect(outcome.status, JSON.stringify(params)).toBe(200);
      return outcome.data as { list: { rows: unknown[] }; query: { q: string } };
    };

    for (const q of ["\u0000", "a\u0000b", "' OR 1=1--", "%", "_", "\\", MARKUP, "x".repeat(100_000)]) {
      await load({ q });
    }
    expect((await load({ q: "Dana\u0000" })).query.q).toBe("");
    expect((await load({ q: "Dana" })).list.rows).toHaveLength(1);

    await fc.assert(
      fc.asyncProperty(
        fc.record({ q: anyText, tab: anyText, status: anyText, page: anyText }, { requiredKeys: [] }),
        async (params) => {
          await load(params as Record<string, string>);
        },
      ),
      { numRuns: 100 },
    );
  });
});
