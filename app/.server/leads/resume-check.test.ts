import { describe, expect, test } from "vitest";
import { makeDoc, makeDocx, makePdf, makePng, makeZip } from "#tests/support/documents.ts";
import { checkResume } from "./resume-check";

describe("checkResume", () => {
  test.each([
    ["cv.pdf", makePdf(), "application/pdf"],
    ["CV.PDF", makePdf(), "application/pdf"],
    ["cv.doc", makeDoc(), "application/msword"],
    ["cv.docx", makeDocx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ])("accepts %s", (name, bytes, contentType) => {
    expect(checkResume({ name, bytes })).toEqual({ ok: true, fileName: name, contentType });
  });

  test.each([
    ["photo.pdf", makePng()],
    ["cv.pdf", makeDoc()],
    ["cv.doc", makeDocx()],
    ["cv.docx", makeDoc()],
    ["cv.docx", makeZip({ "word/other.xml": "<x/>" })],
    ["cv.pdf", new Uint8Array([0x25, 0x50, 0x44])],
    ["cv.txt", makePdf()],
    ["cv.pdf.exe", makePdf()],
  ])("refuses %s with these bytes", (name, bytes) => {
    expect(checkResume({ name, bytes }).ok).toBe(false);
  });
});
