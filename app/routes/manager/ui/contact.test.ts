import { expect, test } from "vitest";
import { SITE_NAME } from "~/content/site";
import { replySubject } from "./contact";

test.each([
  [{ kind: "inquiry", source: "contact", serviceType: null }, `Your message to ${SITE_NAME}`],
  [
    { kind: "inquiry", source: "quote", serviceType: "Licensing Support" },
    `Your consultation request: Licensing Support – ${SITE_NAME}`,
  ],
  [{ kind: "inquiry", source: "quote", serviceType: "Other" }, `Your consultation request – ${SITE_NAME}`],
  // Anything not on the form's list (an old row, a hand-edited one) is left out rather than put in a URL.
  [{ kind: "inquiry", source: "quote", serviceType: "My son's diagnosis" }, `Your consultation request – ${SITE_NAME}`],
  [
    { kind: "application", role: "Board Certified Behavior Analyst (BCBA)" },
    `Your application for Board Certified Behavior Analyst (BCBA) – ${SITE_NAME}`,
  ],
  [{ kind: "application", role: "General" }, `Your application – ${SITE_NAME}`],
  [{ kind: "application", role: "something typed" }, `Your application – ${SITE_NAME}`],
] as const)("%o → %s", (about, subject) => {
  expect(replySubject(about)).toBe(subject);
});
