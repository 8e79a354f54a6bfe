import { expect, test } from "vitest";
import { describeService } from "./quote-fields";

test.each([
  ["Licensing Support", null, "Licensing Support"],
  ["Consultation", "Consultation", "Consultation"],
  ["Other", "Billing Compliance", "Other (Billing Compliance)"],
  ["Consultation", "", "Consultation"],
  [null, "Billing Compliance", "Billing Compliance"],
  [null, null, null],
])("service %s with category %s reads %s", (serviceType, category, expected) => {
  expect(describeService(serviceType, category)).toBe(expected);
});
