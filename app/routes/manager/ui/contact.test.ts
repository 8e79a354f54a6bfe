import { expect, test } from "vitest";
import { firm } from "~/content/site";
import { replySubject } from "./contact";

test.each([
  [{ kind: "inquiry", source: "contact", serviceType: null }, `Your message to ${firm.shortName}`],
  [
    { kind: "inquiry", source: "quote", serviceType: "Licensing Support" },
    `Your consultation request: Licensing Support – ${firm.shortName}`,
  ],
  [{ kind: "inquiry", source: "quote", serviceType: "Other" }, `Your consultation request – ${firm.shortName}`],
  // Anything not on the form's list (an old row, a hand-edited one) is left out rather than put in a URL.
  [
    { kind: "inquiry", source: "quote", serviceType: "My son's diagnosis" },
    `Your consultation request – ${firm.shortName}`,
  ],
  [
    { kind: "application", role: "Board Certified Behavior Analyst (BCBA)" },
    `Your application for Board Certified Behavior Analyst (BCBA) – ${firm.shortName}`,
  ],
  [{ kind: "application", role: "General" }, `Your application – ${firm.shortName}`],
  [{ kind: "application", role: "something typed" }, `Your application – ${firm.shortName}`],
] as const)("%o → %s", (about, subject) => {
  expect(replySubject(about)).toBe(subject);
});
