import { expect, test } from "vitest";
import { listConfigProblems } from "./config-check";
import { parseEnv } from "./env";

// The firm details this repository ships are placeholders, so that warning is always in the list here.
const PLACEHOLDERS =
  /firm's details still hold placeholders \(address\.street, address\.postalCode, email, phone, phoneHref\)/;

test("without PUBLIC_URL the operator is told to set it, and about the placeholder firm details", () => {
  const problems = listConfigProblems(parseEnv({}));
  expect(problems).toEqual([expect.stringMatching(/^PUBLIC_URL is not set/), expect.stringMatching(PLACEHOLDERS)]);
});

test("an https PUBLIC_URL matching the build leaves only the firm details", () => {
  const env = parseEnv({ PUBLIC_URL: "https://www.example.org" });
  expect(listConfigProblems(env, "https://www.example.org")).toEqual([expect.stringMatching(PLACEHOLDERS)]);
});

test("a build made for another address, or a plain-http PUBLIC_URL, is named", () => {
  const env = parseEnv({ PUBLIC_URL: "http://site.example.org" });
  const problems = listConfigProblems(env, "http://localhost:3000");
  expect(problems).toContainEqual(expect.stringMatching(/is not https/));
  expect(problems).toContainEqual(
    expect.stringMatching(/built for http:\/\/localhost:3000, but PUBLIC_URL is http:\/\/site\.example\.org/),
  );
});
