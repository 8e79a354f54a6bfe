import { describe, expect, test } from "vitest";
import { makeDocx, makeZip } from "#tests/support/documents.ts";
import { createFileSampler, displayFileName, isCsv, isDocx, sampleOf, zipEntryNames } from "./file-types";

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
    expect(isDocx(sampleOf(docx))).toBe(true);
    expect(zipEntryNames(docx.subarray(0, docx.length - 30))).toEqual([]);
    const corrupt = docx.slice();
    corrupt.set([0xff, 0xff, 0xff, 0x7f], corrupt.length - 6); // central directory offset past the end
    expect(zipEntryNames(corrupt)).toEqual([]);
    expect(zipEntryNames(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toEqual([]);
  });
});

describe("file samples", () => {
  test("a file streamed in small pieces gives the same sample as the file held whole", () => {
    const docx = makeDocx();
    const sampler = createFileSampler();
    for (let offset = 0; offset < docx.length; offset += 7) sampler.add(docx.subarray(offset, offset + 7));
    expect(sampler.sample()).toEqual(sampleOf(docx));
    expect(isDocx(sampler.sample())).toBe(true);
  });

  test("a ZIP whose directory lies before the sampled tail is not taken for a document", () => {
    // The end record is in the tail, but the directory it points to starts 2 MB before it: out of the sample.
    const docx = makeDocx();
    const big = new Uint8Array(2 * 1024 * 1024 + docx.length);
    big.set(docx.subarray(0, 30));
    big.set(docx, big.length - docx.length);
    expect(isDocx(sampleOf(big))).toBe(false);
  });

  test("text is told across pieces, a multi-byte character split between two of them included", () => {
    const bytes = new TextEncoder().encode("name,city\nRenée,Saint Paul\n");
    const split = bytes.indexOf(0xc3) + 1;
    const sampler = createFileSampler();
    sampler.add(bytes.subarray(0, split));
    sampler.add(bytes.subarray(split));
    expect(isCsv(sampler.sample())).toBe(true);
    expect(isCsv(sampleOf(new Uint8Array([0x61, 0x00, 0x62])))).toBe(false);
    expect(isCsv(sampleOf(new Uint8Array([0x61, 0xc3])))).toBe(false);
  });
});
