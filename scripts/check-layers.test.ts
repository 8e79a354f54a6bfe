import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  describeServerStructure,
  findEarlyReactViolations,
  findPlainNodeViolations,
  findViolations,
  NODE_ENV_SETTERS,
  plainNodeEntries,
  plainNodeProblemsOf,
  readAppFiles,
  readRepositoryFiles,
  serverStructureOf,
  serverViolationOf,
  violationOf,
} from "./check-layers.ts";

const root = path.resolve(new URL(".", import.meta.url).pathname, "..");

test("an import from a lower layer to a higher one is caught, in both import styles", () => {
  const files = new Map([
    ["lib/meta.ts", 'import { firm } from "~/content/site";\n'],
    ["content/site.ts", "export const firm = {};\n"],
    ["content/quote.ts", 'import type { HeroArt } from "../components/sections/hero";\n'],
    ["components/sections/hero.tsx", 'export type HeroArt = "seal";\n'],
    ["components/chat-toggle.tsx", 'const Chat = lazy(() => import("~/features/chat/widget"));\n'],
    ["features/chat/widget.tsx", 'import { Hero } from "~/components/sections/hero";\nexport {};\n'],
  ]);
  expect(findViolations(files)).toEqual([
    { from: "lib/meta.ts", to: "content/site.ts", reason: "lib imports from a higher layer (content)" },
    {
      from: "content/quote.ts",
      to: "components/sections/hero.tsx",
      reason: "content imports from a higher layer (components)",
    },
    {
      from: "components/chat-toggle.tsx",
      to: "features/chat/widget.tsx",
      reason: "components imports from a higher layer (features)",
    },
  ]);
});

test("client code may not import server-only code; route modules and server code may", () => {
  expect(violationOf("components/footer.tsx", ".server/db/client.ts")).toBe(
    "client code (components) imports server-only code",
  );
  expect(violationOf("lib/format.ts", "routes/marketing/home-sections.server.tsx")).toMatch(/server-only/);
  expect(violationOf("routes/manager/dashboard.tsx", ".server/leads/lead-lists.ts")).toBeNull();
  expect(violationOf(".server/leads/lead-record.ts", "lib/lead-outcomes.ts")).toBeNull();
  expect(violationOf(".server/leads/inquiry-form.ts", "routes/forms/contact.tsx")).toBe("server code imports a route");
});

describe("the folders of app/.server", () => {
  test("the ground (runtime, db, mail) never imports a feature folder, and each part only the ones below it", () => {
    expect(serverViolationOf(".server/runtime/env.ts", ".server/files/encryption.ts")).toBe(
      "runtime/ is ground and imports a feature folder (files/)",
    );
    expect(serverViolationOf(".server/mail/call-mail.ts", ".server/leads/call-requests.ts")).toMatch(/feature folder/);
    expect(serverViolationOf(".server/runtime/read-form.ts", ".server/db/schema.ts")).toBe(
      "runtime/ imports db/, which stands on it",
    );
    expect(serverViolationOf(".server/db/rate-limit.ts", ".server/mail/outbox.ts")).toMatch(/stands on it/);
    expect(serverViolationOf(".server/runtime/request-context.ts", ".server/app-context.ts")).toBe(
      "runtime/ is ground and imports app-context.ts",
    );
    expect(serverViolationOf(".server/db/client.ts", ".server/runtime/logger.ts")).toBeNull();
    expect(serverViolationOf(".server/mail/outbox.ts", ".server/db/client.ts")).toBeNull();
  });

  test("host/ runs the app: it may import the assembly and the ground, not a feature", () => {
    expect(serverViolationOf(".server/host/http-host.ts", ".server/lifecycle.ts")).toBeNull();
    expect(serverViolationOf(".server/host/http-host.ts", ".server/runtime/body-limits.ts")).toBeNull();
    expect(serverViolationOf(".server/host/http-host.ts", ".server/auth/session.ts")).toBe(
      "host/ imports a feature folder (auth/)",
    );
    expect(serverViolationOf(".server/leads/inquiries.ts", ".server/host/http-host.ts")).toMatch(/runs the app/);
  });

  test("a feature imports another only through a listed door", () => {
    expect(serverViolationOf(".server/chat/chat.ts", ".server/leads/inquiry-form.ts")).toBeNull();
    expect(serverViolationOf(".server/uploads/upload-requests.ts", ".server/auth/actor.ts")).toBeNull();
    expect(serverViolationOf(".server/uploads/upload-requests.ts", ".server/leads/lead-record.ts")).toBe(
      "uploads/ imports leads/lead-record.ts, which is no door of FEATURE_DOORS",
    );
    // A door opened for one folder is not open to the others.
    expect(serverViolationOf(".server/uploads/agency-upload.ts", ".server/auth/session.ts")).toMatch(/no door/);
    expect(serverViolationOf(".server/leads/inquiries.ts", ".server/leads/lead-record.ts")).toBeNull();
  });

  test("features may read the app context, not the rest of the assembly; a new folder must join a rule", () => {
    expect(serverViolationOf(".server/leads/inquiry-form.ts", ".server/app-context.ts")).toBeNull();
    expect(serverViolationOf(".server/uploads/upload-requests.ts", ".server/retention.ts")).toBe(
      "uploads/ imports retention.ts, where the app is assembled",
    );
    expect(serverViolationOf(".server/forms/contact.ts", ".server/runtime/logger.ts")).toMatch(
      /app\/\.server\/forms\/ is in no folder rule/,
    );
  });

  test("two rooms that import each other are a circle, even where each import on its own is allowed", () => {
    const files = new Map([
      [".server/app-context.ts", 'import type { Auth } from "./auth/config.ts";\n'],
      [".server/auth/config.ts", "export type Auth = {};\n"],
      [".server/auth/session.ts", 'import type { AppContext } from "../app-context.ts";\n'],
    ]);
    const structure = serverStructureOf(files);
    expect(structure.circles).toEqual([["app-context.ts", "auth/"]]);
    expect(structure.fileCircles).toEqual([]);
    expect(findViolations(files)).toEqual([
      {
        from: ".server/app-context.ts",
        to: ".server/auth/",
        reason: "a circle: app-context.ts, auth/ import each other, directly or through others",
      },
    ]);
  });

  test("the summary counts rooms, the imports between them and the floors they stand on", () => {
    const files = new Map([
      [".server/lifecycle.ts", 'import { a } from "./leads/a.ts";\nimport { env } from "./runtime/env.ts";\n'],
      [".server/leads/a.ts", 'import { b } from "./b.ts";\nimport { env } from "../runtime/env.ts";\n'],
      [".server/leads/b.ts", "export const b = 1;\n"],
      [".server/leads/b.test.ts", 'import { lifecycle } from "../lifecycle.ts";\n'],
      [".server/runtime/env.ts", "export const env = {};\n"],
    ]);
    const structure = serverStructureOf(files);
    expect(structure.rooms).toEqual([
      { name: "lifecycle.ts", floor: 3, files: 1 },
      { name: "leads/", floor: 2, files: 2 },
      { name: "runtime/", floor: 1, files: 1 },
    ]);
    expect(structure.imports).toBe(3);
    expect(describeServerStructure(structure).split("\n")[0]).toBe(
      "app/.server: 3 rooms (2 folders, 1 files at the root), 3 imports between rooms, 3 floors; 0 imports against " +
        "the folder rules (upward), 0 circles between rooms, 0 between files.",
    );
  });
});

describe("plain Node", () => {
  test("what keeps a file from loading: the ~/ alias, a relative import without its extension, JSX, an enum", () => {
    expect(plainNodeProblemsOf("app/.server/runtime/a.ts", 'import { b } from "./b.ts";\n')).toEqual([]);
    expect(plainNodeProblemsOf("app/.server/runtime/a.ts", 'import { b } from "~/lib/b";\n')).toEqual([
      'imports "~/lib/b" through the ~/ alias',
    ]);
    expect(plainNodeProblemsOf("app/.server/runtime/a.ts", 'export { b } from "./b";\n')).toEqual([
      'imports "./b" without its extension',
    ]);
    expect(plainNodeProblemsOf("app/.server/db/a.ts", 'const m = await import("../lib/c");\n')).toHaveLength(1);
    expect(plainNodeProblemsOf("app/.server/host/page.tsx", "")).toEqual(["holds JSX"]);
    expect(plainNodeProblemsOf("app/.server/db/a.ts", "export enum Kind { A }\n")).toEqual(["declares an enum"]);
    // A type-only import is erased before Node runs the file.
    expect(plainNodeProblemsOf("app/.server/db/a.ts", 'import type { B } from "~/lib/b";\n')).toEqual([]);
  });

  test("the ground folders and everything the entries load are checked, through the imports Node runs", () => {
    const files = new Map([
      ["scripts/tool.ts", 'import { a } from "../app/lib/a.ts";\nimport type { T } from "../app/lib/typed.ts";\n'],
      ["app/lib/a.ts", 'import { b } from "./b";\n'],
      ["app/lib/typed.ts", 'import { c } from "~/lib/c";\n'],
      ["app/.server/mail/m.ts", 'import { site } from "~/content/site";\n'],
      ["app/.server/leads/l.ts", 'import { x } from "~/lib/x";\n'],
    ]);
    expect(findPlainNodeViolations(files, plainNodeEntries(files))).toEqual([
      {
        from: "app/.server/mail/m.ts",
        to: "app/.server/mail/",
        reason: 'must load in plain Node (app/.server/mail/) but imports "~/content/site" through the ~/ alias',
      },
      {
        from: "app/lib/a.ts",
        to: "scripts/tool.ts",
        reason: 'must load in plain Node (scripts/tool.ts) but imports "./b" without its extension',
      },
    ]);
  });

  test("the servers load React only after they set NODE_ENV: through dynamic import() alone", () => {
    const files = new Map([
      ["server.ts", 'process.env.NODE_ENV = "production";\nimport { serve } from "./app/.server/host/host.ts";\n'],
      [
        "app/.server/host/host.ts",
        'import { facts } from "../runtime/facts.ts";\nawait import("@react-router/express");\n',
      ],
      [
        "app/.server/runtime/facts.ts",
        'import { createContext } from "react-router";\nimport type { FC } from "react";\n',
      ],
    ]);
    expect(findEarlyReactViolations(files, NODE_ENV_SETTERS)).toEqual([
      {
        from: "app/.server/runtime/facts.ts",
        to: "react-router",
        reason: "server.ts loads it before it sets NODE_ENV",
      },
    ]);
  });
});

test("the app as it stands keeps every rule, without a circle", () => {
  const appFiles = readAppFiles(path.join(root, "app"));
  expect(findViolations(appFiles)).toEqual([]);
  const structure = serverStructureOf(appFiles);
  expect(structure.againstRules).toEqual([]);
  expect(structure.fileCircles).toEqual([]);
  const repositoryFiles = readRepositoryFiles(root);
  expect(findPlainNodeViolations(repositoryFiles, plainNodeEntries(repositoryFiles))).toEqual([]);
  expect(findEarlyReactViolations(repositoryFiles, NODE_ENV_SETTERS)).toEqual([]);
});
