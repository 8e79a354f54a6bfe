import { expect, test } from "vitest";
import { findViolations, readAppFiles, violationOf } from "./check-layers.ts";

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
  expect(violationOf("routes/manager/dashboard.tsx", ".server/lead-lists.ts")).toBeNull();
  expect(violationOf(".server/lead-record.ts", "lib/lead-outcomes.ts")).toBeNull();
  expect(violationOf(".server/forms/contact.ts", "routes/forms/contact.tsx")).toBe("server code imports a route");
});

test("the app as it stands keeps the rule", () => {
  expect(findViolations(readAppFiles(new URL("../app", import.meta.url).pathname))).toEqual([]);
});
