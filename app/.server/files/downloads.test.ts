import { describe, expect, test } from "vitest";
import { downloadTypeOf } from "./downloads";

describe("the Content-Type a stored file is served with", () => {
  test.each([
    ["resume.pdf", "application/pdf", "application/pdf"],
    ["resume.DOCX", null, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["resume.pdf", "text/html", "application/pdf"],
    ["notes.html", "text/html", "application/octet-stream"],
    ["resume.constructor", null, "application/octet-stream"],
    ["resume.__proto__", "image/svg+xml", "application/octet-stream"],
  ])("%s stored as %s is served as %s", (fileName, storedType, expected) => {
    expect(downloadTypeOf(fileName, storedType)).toBe(expected);
  });
});
