import { expect, test } from "vitest";
import { firm } from "~/content/site";
import { replySubject } from "./contact";

test.each([
  [{ kind: "inquiry", source: "contact", serviceType: null }, `Your message to ${firm.name}`],
  [
    { kind: "inquiry", source: "quote", serviceType: "Licensing Support" },
    `Your consultation request: Licensing Support – ${firm.name}`,
  ],
  [{ kind: "inquiry", source: "quote", serviceType: "Other" }, `Your consultation request – ${firm.name}`],
  // Anything not on the form's list (an old row, a hand-edited one) is left out rather than put in a URL.
  [{ kind: "inquiry", source: "quote", serviceType: "My son's diagnosis" }, `Your consultation request – ${firm.name}`],
  [
    { kind: "application", role: "Board Certified Behavior Analyst (BCBA)" },
    `Your application for Board Certified Behavior Analyst (BCBA) – ${firm.name}`,
  ],
  [{ kind: "application", role: "General" }, `Your application – ${firm.name}`],
  [{ kind: "application", role: "something typed" }, `Your application – ${firm.name}`],
] as const)("%o → %s", (about, subject) => {
  expect(replySubject(about)).toBe(subject);
});
