import { describe, expect, test } from "vitest";
import { makeDocx, makeZip } from "#tests/support/documents.ts";
import { displayFileName, isDocx, zipEntryNames } from "./file-types";

describe("displayFileName", () => {
  test.each([
    ["resume.pdf", "resume.pdf"],
    ["C:\\Users\\ana\\Desktop\\resume.pdf", "resume.pdf"],
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["  spaced name.docx  ", "spaced name.docx"],
    ["tab\tand\nnewline.pdf", "tabandnewline.pdf"],
    ["evil\u202Efdp.exe", "evilfdp.exe"],
    ["null\u0000byte.pdf", "nullbyte.pdf"],
  ])("%j → %j", (input, expected) => expect(displayFileName(input)).toBe(expected));

  test("a very long name is cut to 200 characters, keeping the extension", () => {
    const name = displayFileName(`${"a".repeat(500)}.docx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith(".docx")).toBe(true);
  });
});

describe("zipEntryNames", () => {
  test("lists the central directory of an archive", () => {
    expect(zipEntryNames(makeZip({ "a.txt": "1", "dir/b.xml": "2" }))).toEqual(["a.txt", "dir/b.xml"]);
  });

  test("a truncated or damaged archive lists nothing instead of throwing", () => {
    const docx = makeDocx();
    expect(isDocx(docx)).toBe(true);
    expect(zipEntryNames(docx.subarray(0, docx.length - 30))).toEqual([]);
    const corrupt = docx.slice();
    corrupt.set([0xff, 0xff, 0xff, 0x7f], corrupt.length - 6); // central directory offset past the end
    expect(zipEntryNames(corrupt)).toEqual([]);
    expect(zipEntryNames(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toEqual([]);
  });
});
