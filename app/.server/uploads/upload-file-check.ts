// The check of a file an agency sends: the extension must be one we accept AND the bytes must be that kind of file
// (a renamed program or an image called .pdf is refused whatever the browser claimed). The name is checked before any
// byte is read; the bytes, from their sample, once the file has streamed in.
import { UPLOAD_TYPES_TEXT } from "~/lib/schemas/upload-request";
import {
  CSV,
  DOCX,
  displayFileName,
  type FileSample,
  fileTypeOfName,
  JPEG,
  PDF,
  PNG,
  sampleOf,
  XLSX,
} from "../files/file-types.ts";

/** The types an agency may send, each with the name its messages use. */
const TYPES = [
  { ...PDF, label: "PDF" },
  { ...DOCX, label: "Word (DOCX)" },
  { ...XLSX, label: "Excel (XLSX)" },
  { ...CSV, label: "CSV" },
  { ...PNG, label: "PNG" },
  { ...JPEG, label: "JPEG" },
] as const;

export type UploadType = (typeof TYPES)[number];

export type UploadNameCheck =
  | { ok: true; fileName: string; type: UploadType }
  | { ok: false; fileName: string; message: string };

/** The display name of a sent file and the type its extension names, or why it is refused by its name alone. */
export function checkUploadName(name: string): UploadNameCheck {
  const fileName = displayFileName(name) || "document";
  const type = fileTypeOfName(fileName, TYPES);
  if (!type) return { ok: false, fileName, message: `${fileName}: we accept ${UPLOAD_TYPES_TEXT} files only.` };
  return { ok: true, fileName, type };
}

/** Why the file's bytes are not the type its name says, or null when they are. */
export function refusalOfBytes(fileName: string, type: UploadType, sample: FileSample): string | null {
  if (type.matches(sample)) return null;
  return `${fileName}: this is not a readable ${type.label} file. Please send it as a ${UPLOAD_TYPES_TEXT} file.`;
}

export type UploadFileCheck =
  | { ok: true; fileName: string; contentType: string }
  | { ok: false; fileName: string; message: string };

/** Both checks of a file held whole; on success gives the display name and the type to store. */
export function checkUploadFile(file: { name: string; bytes: Uint8Array }): UploadFileCheck {
  const named = checkUploadName(file.name);
  if (!named.ok) return named;
  const message = refusalOfBytes(named.fileName, named.type, sampleOf(file.bytes));
  return message
    ? { ok: false, fileName: named.fileName, message }
    : { ok: true, fileName: named.fileName, contentType: named.type.contentType };
}
