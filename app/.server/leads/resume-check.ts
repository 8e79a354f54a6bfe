// The résumé check: the extension must be .pdf, .doc or .docx AND the bytes must be that kind of document,
// so a renamed executable or image is refused whatever the browser claimed its type was.
import { RESUME_EXTENSIONS } from "~/lib/schemas/application";
import { DOC, DOCX, displayFileName, type FileType, PDF, sampleOf } from "../files/file-types.ts";

/** The type of each extension a résumé may have (the browser's claim is not trusted). */
const RESUME_TYPES: Record<(typeof RESUME_EXTENSIONS)[number], FileType> = { ".pdf": PDF, ".doc": DOC, ".docx": DOCX };

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
  const type = RESUME_TYPES[extension];
  if (!type.matches(sampleOf(file.bytes))) {
    return { ok: false, message: RESUME_MESSAGES.unreadable(extension === ".pdf" ? "PDF" : "Word") };
  }
  return { ok: true, fileName, contentType: type.contentType };
}
