// The résumé check: the extension must be .pdf, .doc or .docx AND the bytes must be that kind of document,
// so a renamed executable or image is refused whatever the browser claimed its type was.
import { RESUME_EXTENSIONS } from "~/lib/schemas/application";

type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

/** The stored type of each accepted extension (the browser's claim is not trusted). */
export const RESUME_CONTENT_TYPES: Record<ResumeExtension, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export const RESUME_MESSAGES = {
  missing: "Please attach your résumé (PDF, DOC or DOCX).",
  wrongType: "Please attach your résumé as a PDF, DOC or DOCX file.",
  unreadable: (kind: string) =>
    `This file is not a readable ${kind} document. Please attach your résumé as a PDF, DOC or DOCX file.`,
} as const;

export type ResumeCheck = { ok: true; fileName: string; contentType: string } | { ok: false; message: string };

/** Checks a received résumé's name and content; on success gives the display name and the type to store. */
export function checkResume(file: { name: string; bytes: Uint8Array }): ResumeCheck {
  const fileName = displayFileName(file.name);
  const extension = RESUME_EXTENSIONS.find((ext) => fileName.toLowerCase().endsWith(ext));
  if (!extension) return { ok: false, message: RESUME_MESSAGES.wrongType };
  const isRightContent =
    extension === ".pdf" ? isPdf(file.bytes) : extension === ".doc" ? isOle2(file.bytes) : isDocx(file.bytes);
  if (!isRightContent) {
    const kind = extension === ".pdf" ? "PDF" : "Word";
    return { ok: false, message: RESUME_MESSAGES.unreadable(kind) };
  }
  return { ok: true, fileName, contentType: RESUME_CONTENT_TYPES[extension] };
}

const MAX_FILE_NAME_CHARS = 200;

/**
 * The visitor's file name made safe to show: no folder parts, no control or direction-override characters,
 * at most 200 characters (the extension kept). Never used as a path: files are stored under generated keys.
 */
export function displayFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = Array.from(base).filter(isVisibleCharacter).join("").trim();
  if (cleaned.length <= MAX_FILE_NAME_CHARS) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, MAX_FILE_NAME_CHARS - extension.length) + extension;
}

/**
 * False for C0/C1 control characters and for the bidirectional marks and overrides that can make
 * "evil\u202Efdp.exe" display as "evilexe.pdf".
 */
function isVisibleCharacter(char: string) {
  const code = char.codePointAt(0) ?? 0;
  return !(
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** "%PDF-" */
export function isPdf(bytes: Uint8Array) {
  return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]);
}

/** The OLE2 compound-file header of legacy .doc files. */
export function isOle2(bytes: Uint8Array) {
  return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
}

/** A ZIP archive ("PK\x03\x04") whose central directory lists word/document.xml. */
export function isDocx(bytes: Uint8Array) {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && zipEntryNames(bytes).includes("word/document.xml");
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;

/** File names in a ZIP's central directory; [] when the archive is damaged. Reads only what it needs. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - EOCD_MIN_SIZE - MAX_ZIP_COMMENT);
  let eocd = -1;
  for (let offset = bytes.length - EOCD_MIN_SIZE; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) {
      eocd = offset;
      break;
    }
  }
  if (eocd < 0) return [];
  const entryCount = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let index = 0; index < entryCount; index++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_ENTRY_SIGNATURE) return [];
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return [];
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
