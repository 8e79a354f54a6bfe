// What kind of file a visitor sent, told by its bytes and never by the name or the browser's claim, and the name to
// show for it. The one list of the types any stored file may have: résumés (PDF, Word), agencies' uploads and the
// downloads that serve them all read it.

/** A kind of file: the extensions it is accepted under, the type it is stored and served with, its bytes' test. */
export type FileType = {
  readonly extensions: readonly string[];
  readonly contentType: string;
  readonly matches: (bytes: Uint8Array) => boolean;
};

export const PDF = { extensions: [".pdf"], contentType: "application/pdf", matches: isPdf } as const satisfies FileType;
export const DOC = {
  extensions: [".doc"],
  contentType: "application/msword",
  matches: isOle2,
} as const satisfies FileType;
export const DOCX = {
  extensions: [".docx"],
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  matches: isDocx,
} as const satisfies FileType;
export const XLSX = {
  extensions: [".xlsx"],
  contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  matches: isXlsx,
} as const satisfies FileType;
export const CSV = { extensions: [".csv"], contentType: "text/csv", matches: isCsv } as const satisfies FileType;
export const PNG = { extensions: [".png"], contentType: "image/png", matches: isPng } as const satisfies FileType;
export const JPEG = {
  extensions: [".jpg", ".jpeg"],
  contentType: "image/jpeg",
  matches: isJpeg,
} as const satisfies FileType;

/** Every type a file may be stored with. */
export const STORED_FILE_TYPES: readonly FileType[] = [PDF, DOC, DOCX, XLSX, CSV, PNG, JPEG];

/** The type among `types` whose extension `fileName` ends with (in any case), or undefined. */
export function fileTypeOfName<T extends FileType>(fileName: string, types: readonly T[]): T | undefined {
  const lower = fileName.toLowerCase();
  return types.find((type) => type.extensions.some((extension) => lower.endsWith(extension)));
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

/** The PNG signature. */
export function isPng(bytes: Uint8Array) {
  return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte);
}
/** A JPEG's start-of-image marker. */
export function isJpeg(bytes: Uint8Array) {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
/** A ZIP archive whose central directory lists xl/workbook.xml. */
export function isXlsx(bytes: Uint8Array) {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && zipEntryNames(bytes).includes("xl/workbook.xml");
}

/** CSV is text: valid UTF-8 with no NUL or other binary control characters. */
export function isCsv(bytes: Uint8Array) {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: binary control characters are what a text file lacks
  return !/[\u0000-\u0008\u000e-\u001f]/.test(text);
}
