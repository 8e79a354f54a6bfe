// The check of a file an agency sends: the extension must be one we accept AND the bytes must be that kind of file
// (a renamed program or an image called .pdf is refused whatever the browser claimed).
import { UPLOAD_TYPES_TEXT } from "~/lib/schemas/upload-request";
import { CSV, DOCX, displayFileName, fileTypeOfName, JPEG, PDF, PNG, XLSX } from "../files/file-types.ts";

/** The types an agency may send, each with the name its messages use. */
const TYPES = [
  { ...PDF, label: "PDF" },
  { ...DOCX, label: "Word (DOCX)" },
  { ...XLSX, label: "Excel (XLSX)" },
  { ...CSV, label: "CSV" },
  { ...PNG, label: "PNG" },
  { ...JPEG, label: "JPEG" },
] as const;

export type UploadFileCheck =
  | { ok: true; fileName: string; contentType: string }
  | { ok: false; fileName: string; message: string };

/** Checks a received file's name and bytes; on success gives the display name and the type to store. */
export function checkUploadFile(file: { name: string; bytes: Uint8Array }): UploadFileCheck {
  const fileName = displayFileName(file.name) || "document";
  const type = fileTypeOfName(fileName, TYPES);
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
