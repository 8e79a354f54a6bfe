// What kind of file a visitor sent, told by its bytes and never by the name or the browser's claim, and the name to
// show for it. The one list of the types any stored file may have: résumés (PDF, Word), agencies' uploads and the
// downloads that serve them all read it. A type is told from a sample of the file (its first and last bytes, and
// whether all of it is text), which a file streaming in yields as well as one held whole, so a large upload is checked
// without being kept in memory.

/** What the tests of the types read of a file. */
export type FileSample = {
  /** The first bytes (HEAD_BYTES at most). */
  readonly head: Uint8Array;
  /** The last bytes (TAIL_BYTES at most): where a ZIP archive keeps its directory. */
  readonly tail: Uint8Array;
  readonly size: number;
  /** Whether the whole file is UTF-8 text without binary control characters. */
  readonly isText: boolean;
};

/** A kind of file: the extensions it is accepted under, the type it is stored and served with, its sample's test. */
export type FileType = {
  readonly extensions: readonly string[];
  readonly contentType: string;
  readonly matches: (sample: FileSample) => boolean;
};

const HEAD_BYTES = 64;
/** Enough for a ZIP's end record with the longest comment and a directory of thousands of entries. */
export const TAIL_BYTES = 1024 * 1024;

/** Takes a file's sample as its bytes stream past, one piece at a time; sample() when the file has ended. */
export function createFileSampler() {
  let head = new Uint8Array(0);
  const tail: Uint8Array[] = [];
  let tailBytes = 0;
  let size = 0;
  let isText = true;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const checkText = (text: string) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: binary control characters are what a text file lacks
    if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) isText = false;
  };
  return {
    add(piece: Uint8Array) {
      if (piece.byteLength === 0) return;
      size += piece.byteLength;
      if (head.byteLength < HEAD_BYTES) {
        head = Buffer.concat([head, piece.subarray(0, HEAD_BYTES - head.byteLength)]);
      }
      // Kept as it is, not copied: a stream hands each piece over for good (a copy of every piece of a 25 MB file
      // was 25 MB more for the collector, per file).
      tail.push(piece.subarray(Math.max(0, piece.byteLength - TAIL_BYTES)));
      tailBytes += tail.at(-1)!.byteLength;
      while (tailBytes - tail[0]!.byteLength >= TAIL_BYTES) tailBytes -= tail.shift()!.byteLength;
      if (!isText) return;
      try {
        checkText(decoder.decode(piece, { stream: true }));
      } catch {
        isText = false;
      }
    },
    sample(): FileSample {
      if (isText) {
        try {
          checkText(decoder.decode());
        } catch {
          isText = false;
        }
      }
      const joined = Buffer.concat(tail);
      return { head, tail: joined.subarray(Math.max(0, joined.byteLength - TAIL_BYTES)), size, isText };
    },
  };
}

/** The sample of a file held whole. */
export function sampleOf(bytes: Uint8Array): FileSample {
  const sampler = createFileSampler();
  sampler.add(bytes);
  return sampler.sample();
}

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
export function isPdf({ head }: FileSample) {
  return startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]);
}

/** The OLE2 compound-file header of legacy .doc files. */
export function isOle2({ head }: FileSample) {
  return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
}

/** A ZIP archive ("PK\x03\x04") whose central directory lists word/document.xml. */
export function isDocx(sample: FileSample) {
  return startsWith(sample.head, [0x50, 0x4b, 0x03, 0x04]) && zipEntriesOf(sample).includes("word/document.xml");
}

/** The entry names of a ZIP archive from its sample's tail (where its directory is). */
const zipEntriesOf = ({ tail, size }: FileSample) => zipEntryNames(tail, size - tail.byteLength);

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;

/**
 * File names in a ZIP's central directory; [] when the archive is damaged or its directory starts before `bytes`.
 * `bytes` are the archive's end, starting at offset `start` of the archive (0: the whole archive).
 */
export function zipEntryNames(bytes: Uint8Array, start = 0): string[] {
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
  let offset = view.getUint32(eocd + 16, true) - start;
  if (offset < 0) return [];
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
export function isPng({ head }: FileSample) {
  return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
}
/** A JPEG's start-of-image marker. */
export function isJpeg({ head }: FileSample) {
  return head.length > 3 && startsWith(head, [0xff, 0xd8, 0xff]);
}
/** A ZIP archive whose central directory lists xl/workbook.xml. */
export function isXlsx(sample: FileSample) {
  return (
    sample.head.length > 4 && startsWith(sample.head, [0x50, 0x4b]) && zipEntriesOf(sample).includes("xl/workbook.xml")
  );
}

/** CSV is text: valid UTF-8 with no NUL or other binary control characters. */
export function isCsv({ size, isText }: FileSample) {
  return size > 0 && isText;
}
