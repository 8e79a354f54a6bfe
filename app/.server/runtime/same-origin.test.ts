import { expect, test } from "vitest";
import { isSameOrigin, isSameOriginRequest } from "./same-origin";

const base = { requestOrigin: "http://localhost:3000", publicUrl: undefined };

test("an Origin is accepted when it is the request's own or PUBLIC_URL's, and refused otherwise", () => {
  expect(isSameOrigin({ ...base, origin: "http://localhost:3000", secFetchSite: "same-origin" })).toBe(true);
  expect(isSameOrigin({ ...base, origin: "https://evil.example", secFetchSite: "cross-site" })).toBe(false);
  expect(isSameOrigin({ ...base, origin: "null", secFetchSite: undefined })).toBe(false);
  const behindProxy = { requestOrigin: "http://10.0.0.5:3000", publicUrl: "https://eidbi.example/" };
  expect(isSameOrigin({ ...behindProxy, origin: "https://eidbi.example", secFetchSite: undefined })).toBe(true);
  expect(isSameOrigin({ ...behindProxy, origin: "https://eidbi.example.evil", secFetchSite: undefined })).toBe(false);
});

test("without an Origin, Sec-Fetch-Site decides; a request with neither (a program, not a browser) passes", () => {
  expect(isSameOrigin({ ...base, origin: undefined, secFetchSite: "cross-site" })).toBe(false);
  expect(isSameOrigin({ ...base, origin: undefined, secFetchSite: "same-site" })).toBe(false);
  expect(isSameOrigin({ ...base, origin: undefined, secFetchSite: "same-origin" })).toBe(true);
  expect(isSameOrigin({ ...base, origin: null, secFetchSite: null })).toBe(true);
});

test("a Fetch API request is judged by the same rule", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://localhost:3000/manager-sign-out", { method: "POST", headers });
  expect(isSameOriginRequest(post({ Origin: "http://localhost:3000" }), undefined)).toBe(true);
  expect(isSameOriginRequest(post({ Origin: "https://evil.example" }), undefined)).toBe(false);
  expect(isSameOriginRequest(post({ "Sec-Fetch-Site": "cross-site" }), undefined)).toBe(false);
});
