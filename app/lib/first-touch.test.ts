import { describe, expect, it } from "vitest";
import { parseFirstTouch } from "./first-touch";
import { describeFirstTouch, parseFirstTouchField } from "./schemas/first-touch";

describe("parseFirstTouch (the browser's record)", () => {
  it("keeps the path without its query, the utm_* values and a foreign referrer host", () => {
    const raw = JSON.stringify([
      "/services?utm_source=newsletter&utm_medium=email&utm_campaign=spring&x=1",
      "Www.Google.com",
    ]);
    expect(parseFirstTouch(raw, "eidbi.example")).toEqual({
      landingPath: "/services",
      referrerHost: "www.google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
    });
  });

  it("drops the site's own host as a referrer, and reads nothing from a broken record", () => {
    expect(parseFirstTouch(JSON.stringify(["/", "eidbi.example"]), "eidbi.example")).toEqual({ landingPath: "/" });
    for (const raw of [null, "", "{", JSON.stringify({ p: "/" }), JSON.stringify(["https://evil.example/", ""])]) {
      expect(parseFirstTouch(raw, "eidbi.example")).toBeNull();
    }
  });
});

describe("parseFirstTouchField (the server's check)", () => {
  it("accepts what the browser sends", () => {
    const touch = { landingPath: "/news/some-article", referrerHost: "duckduckgo.com", utmTerm: "eidbi audit" };
    expect(parseFirstTouchField(JSON.stringify(touch))).toEqual(touch);
  });

  it("drops a bad part, or the whole record when the landing path is bad", () => {
    expect(
      parseFirstTouchField(
        JSON.stringify({ landingPath: "/", referrerHost: "a b", utmSource: "<b>x</b>", utmMedium: "x".repeat(201) }),
      ),
    ).toEqual({ landingPath: "/" });
    for (const raw of [undefined, "", "[]", "null", '"/"', JSON.stringify({ landingPath: "//evil.example" + "\n" })]) {
      expect(parseFirstTouchField(raw)).toBeNull();
    }
    expect(parseFirstTouchField(JSON.stringify({ landingPath: `/${"a".repeat(400)}` }))).toBeNull();
  });

  it("describes a record for the details page, part by part", () => {
    expect(describeFirstTouch({ landingPath: "/", utmSource: "google" })).toEqual([
      { label: "Landing page", value: "/" },
      { label: "utm_source", value: "google" },
    ]);
    expect(describeFirstTouch(null)).toEqual([]);
  });
});
