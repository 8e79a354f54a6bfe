// The check of a file an agency sends: the extension must be one we accept AND the bytes must be that kind of file
// (a renamed program or an image called .pdf is refused whatever the browser claimed).
import { UPLOAD_TYPES_TEXT } from "~/lib/schemas/upload-request";
import { displayFileName, isDocx, isPdf, zipEntryNames } from "../files/file-types";

const isPng = (bytes: Uint8Array) =>
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte);
const isJpeg = (bytes: Uint8Array) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const isXlsx = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && zipEntryNames(bytes).includes("xl/workbook.xml");

/** CSV is text: valid UTF-8 with no NUL or other binary control characters. */
function isCsv(bytes: Uint8Array) {
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

const TYPES = [
  { extensions: [".pdf"], contentType: "application/pdf", label: "PDF", matches: isPdf },
  {
    extensions: [".docx"],
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "Word (DOCX)",
    matches: isDocx,
  },
  {
    extensions: [".xlsx"],
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    label: "Excel (XLSX)",
    matches: isXlsx,
  },
  { extensions: [".csv"], contentType: "text/csv", label: "CSV", matches: isCsv },
  { extensions: [".png"], contentType: "image/png", label: "PNG", matches: isPng },
  { extensions: [".jpg", ".jpeg"], contentType: "image/jpeg", label: "JPEG", matches: isJpeg },
] as const;

/** Every content type an upload may be stored with (downloads serve only these). */
export const UPLOAD_CONTENT_TYPES: ReadonlySet<string> = new Set(TYPES.map((type) => type.contentType));

export type UploadFileCheck =
  | { ok: true; fileName: string; contentType: string }
  | { ok: false; fileName: string; message: string };

/** Checks a received file's name and bytes; on success gives the display name and the type to store. */
export function checkUploadFile(file: { name: string; bytes: Uint8Array }): UploadFileCheck {
  const fileName = displayFileName(file.name) || "document";
  const lower = fileName.toLowerCase();
  const type = TYPES.find((candidate) => candidate.extensions.some((extension) => lower.endsWith(extension)));
  if (!type) return { ok: false, fileName, message: `${fileName}: we accept ${UPLOAD_TYPES_TEXT} files only.` };
  if (!type.matches(file.bytes)) {
    return {
      ok: false,
      fileName,
      message: `${fileName}: this is not a readable ${type.label} file. Please send it as a ${UPLOAD_TYPES_TEXT} file.`,
    };
  }
  return { ok: true, fileName, contentType: type.contentType };
}
