import { describe, expect, test } from "vitest";
import { mailtoHref, telHref } from "./contact-links";

describe("mailto links", () => {
  test("a plain address, with and without a subject", () => {
    expect(mailtoHref("ana@example.com")).toBe("mailto:ana@example.com");
    expect(mailtoHref("ana@example.com", "Your consultation request: Licensing Support")).toBe(
      "mailto:ana@example.com?subject=Your%20consultation%20request%3A%20Licensing%20Support",
    );
  });

  test("an address cannot smuggle in header fields", () => {
    const href = mailtoHref("a?cc=evil@example.com&body=hi@example.com", "Hello");
    expect(href).toBe("mailto:a%3Fcc%3Devil@example.com%26body%3Dhi@example.com?subject=Hello");
    expect(new URL(href).searchParams.get("cc")).toBeNull();
  });
});

describe("tel links", () => {
  test.each([
    ["(612) 555-0100", "tel:+16125550100"],
    ["612.555.0100", "tel:+16125550100"],
    ["1-612-555-0100", "tel:+16125550100"],
    ["+44 20 7946 0958", "tel:+442079460958"],
    ["555-0100", "tel:5550100"],
    ["call me", null],
    ["12345", null],
    ["", null],
  ])("%s → %s", (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});
