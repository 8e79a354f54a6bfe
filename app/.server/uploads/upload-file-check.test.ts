import { expect, test } from "vitest";
import { makeDoc, makeDocx, makePdf, makePng, makeZip } from "#tests/support/documents.ts";
import { checkUploadFile } from "./upload-file-check";

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const xlsx = makeZip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" });
const csv = new TextEncoder().encode("name,hours\nRobin,12\n");

test.each([
  ["policy.pdf", makePdf(), "application/pdf"],
  ["plan.docx", makeDocx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ["hours.xlsx", xlsx, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ["roster.csv", csv, "text/csv"],
  ["floor.png", makePng(), "image/png"],
  ["badge.JPG", jpeg, "image/jpeg"],
  ["badge.jpeg", jpeg, "image/jpeg"],
])("%s is accepted as %s", (name, bytes, contentType) => {
  expect(checkUploadFile({ name, bytes })).toEqual({ ok: true, fileName: name, contentType });
});

test.each([
  ["renamed.pdf", makePng(), "renamed.pdf: this is not a readable PDF file."],
  ["sheet.xlsx", makeDocx(), "sheet.xlsx: this is not a readable Excel (XLSX) file."],
  ["letter.docx", xlsx, "letter.docx: this is not a readable Word (DOCX) file."],
  ["data.csv", makePdf().map((byte, index) => (index === 3 ? 0 : byte)), "data.csv: this is not a readable CSV file."],
  ["photo.png", jpeg, "photo.png: this is not a readable PNG file."],
  ["old.doc", makeDoc(), "old.doc: we accept PDF, DOCX, XLSX, CSV, PNG or JPEG files only."],
  ["tool.exe", makePdf(), "tool.exe: we accept PDF, DOCX, XLSX, CSV, PNG or JPEG files only."],
])("%s is refused by its bytes or its type", (name, bytes, message) => {
  const result = checkUploadFile({ name, bytes });
  expect(result.ok).toBe(false);
  expect(result.ok ? "" : result.message).toContain(message);
});
