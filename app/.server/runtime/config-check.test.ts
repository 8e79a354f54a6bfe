import { expect, test } from "vitest";
import { firm } from "../../content/site.ts";
import { firmPlaceholderWarning, listConfigProblems } from "./config-check";
import { parseEnv } from "./env";

test("without PUBLIC_URL the operator is told to set it", () => {
  expect(listConfigProblems(parseEnv({}))).toEqual([expect.stringMatching(/^PUBLIC_URL is not set/)]);
});

test("an https PUBLIC_URL matching the build leaves nothing to fix", () => {
  const env = parseEnv({ PUBLIC_URL: "https://www.example.org" });
  expect(listConfigProblems(env, "https://www.example.org")).toEqual([]);
});

test("a build made for another address, or a plain-http PUBLIC_URL, is named", () => {
  const env = parseEnv({ PUBLIC_URL: "http://site.example.org" });
  const problems = listConfigProblems(env, "http://localhost:3000");
  expect(problems).toContainEqual(expect.stringMatching(/is not https/));
  expect(problems).toContainEqual(
    expect.stringMatching(/built for http:\/\/localhost:3000, but PUBLIC_URL is http:\/\/site\.example\.org/),
  );
});

test("the built-in firm details are placeholders; real ones are not", () => {
  expect(firmPlaceholderWarning(firm)).toMatch(
    /^The firm's details still hold placeholders \(street address, ZIP code, e-mail, phone\): an admin replaces them in the content studio/,
  );
  const real = {
    ...firm,
    address: { street: "100 Main Street", city: "Minneapolis", region: "MN", postalCode: "55401" },
    email: "hello@acme-compliance.com",
    phone: "(612) 555-0199",
    phoneHref: "+16125550199",
  };
  expect(firmPlaceholderWarning(real)).toBeNull();
  expect(firmPlaceholderWarning({ ...real, phone: "(000) 000-0000", phoneHref: "+10000000000" })).toMatch(/\(phone\)/);
});
