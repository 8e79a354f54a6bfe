import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Avatar, avatarView } from "./avatar";

test.each([
  ["no image: initials from the name", { name: "Amina R., Executive Director" }, { kind: "initials", text: "AR" }],
  ["empty image: initials", { name: "Daniel K.", image: "  " }, { kind: "initials", text: "DK" }],
  ["an image: the image", { name: "Daniel K.", image: "/people/dk.webp" }, { kind: "image", src: "/people/dk.webp" }],
  [
    "the image failed to load: initials",
    { name: "Daniel K.", image: "/people/dk.webp", failedImage: "/people/dk.webp" },
    { kind: "initials", text: "DK" },
  ],
  [
    "a different image failed earlier: the new one gets its chance",
    { name: "Daniel K.", image: "/people/dk-2.webp", failedImage: "/people/dk.webp" },
    { kind: "image", src: "/people/dk-2.webp" },
  ],
  ["explicit initials win over the name", { name: "Nadia", initials: "N" }, { kind: "initials", text: "N" }],
  [
    "blank explicit initials fall back to the name",
    { name: "Hodan A.", initials: " " },
    { kind: "initials", text: "HA" },
  ],
  ["a name with no letters still shows something", { name: "—" }, { kind: "initials", text: "?" }],
])("%s", (_case, input, expected) => {
  expect(avatarView(input)).toEqual(expected);
});

test("server markup: initials are hidden from screen readers when the name is printed beside them", () => {
  const html = renderToStaticMarkup(<Avatar name="Priya S., Operations Manager" />);
  expect(html).toContain('aria-hidden="true"');
  expect(html).toContain(">PS<");
  expect(html).not.toContain("<img");
});

test("server markup: an image when there is one, with its alt text and its size reserved", () => {
  const html = renderToStaticMarkup(<Avatar name="Grace L." image="/people/gl.webp" alt="Grace L. at her desk" />);
  expect(html).toContain('<img src="/people/gl.webp" alt="Grace L. at her desk" width="48" height="48"');
  expect(html).not.toContain(">GL<");
});

test("server markup: initials with alt text are announced as an image", () => {
  const html = renderToStaticMarkup(<Avatar name="Grace L." alt="Grace L." />);
  expect(html).toContain('role="img"');
  expect(html).toContain('aria-label="Grace L."');
});
