// The upload request a manager creates (agency, contact, purpose, expiry, optional passcode) and the limits of the
// agency's upload page: the one place they are set, read by the page, its messages, the server's checks and the
// server's cap on request bodies (runtime/body-limits.ts). Shared by the forms and the server.
import { z } from "zod";

const MB = 1024 * 1024;
/** Each file an agency sends: at most this many bytes. */
export const MAX_UPLOAD_FILE_BYTES = 25 * MB;
/** The same limit as the page and its messages say it: "25 MB". */
export const MAX_UPLOAD_FILE_TEXT = `${MAX_UPLOAD_FILE_BYTES / MB} MB`;
/** Files in one submission of the upload page (a page without JavaScript sends them all at once). */
export const MAX_FILES_PER_UPLOAD = 10;
/** The most a submission's body may hold: every file at its limit, and room for the rest of the form. */
export const MAX_UPLOAD_BODY_BYTES = MAX_FILES_PER_UPLOAD * MAX_UPLOAD_FILE_BYTES + MB;
/** The file types agencies may send, by extension (the server checks each file's bytes too). */
export const UPLOAD_EXTENSIONS = [".pdf", ".docx", ".xlsx", ".csv", ".png", ".jpg", ".jpeg"] as const;
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(",");
export const UPLOAD_TYPES_TEXT = "PDF, DOCX, XLSX, CSV, PNG or JPEG";

export const DEFAULT_EXPIRY_DAYS = 14;

export const UploadRequestFormSchema = z.object({
  agencyName: z
    .string()
    .trim()
    .min(1, "Enter the agency's name.")
    .max(200, "Keep the agency's name under 200 characters."),
  contactEmail: z.email("Enter an e-mail like name@example.com.").max(254),
  purpose: z
    .string()
    .trim()
    .min(1, "Say what the agency should send, e.g. policies for the annual audit.")
    .max(1000, "Keep the purpose under 1,000 characters."),
  expiresInDays: z.coerce
    .number({ error: "Choose how many days the link works (1 to 30)." })
    .int("Choose a whole number of days (1 to 30).")
    .min(1, "The link must work for at least 1 day.")
    .max(30, "The link can work for at most 30 days."),
  passcode: z
    .string()
    .trim()
    .max(100, "Keep the passcode under 100 characters.")
    .refine((value) => value === "" || value.length >= 6, "Use at least 6 characters, or leave it empty."),
});
export type UploadRequestForm = z.infer<typeof UploadRequestFormSchema>;

/** The field names of the manager's form, in order. */
export const UPLOAD_REQUEST_FIELDS = ["agencyName", "contactEmail", "purpose", "expiresInDays", "passcode"] as const;

/** The agency's page: the acknowledgement checkbox and the passcode field. */
export const BAA_FIELD = "baaAcknowledged";
export const PASSCODE_FIELD = "passcode";
export const FILES_FIELD = "files";
export const BATCH_FIELD = "batch";

/** What the agency is told. */
export const UPLOAD_MESSAGES = {
  baa: "Please confirm that protected health information is covered by a signed Business Associate Agreement.",
  noFiles: "Please choose at least one file.",
  tooMany: `Please send at most ${MAX_FILES_PER_UPLOAD} files at a time.`,
  tooLarge: `A file is larger than ${MAX_UPLOAD_FILE_TEXT}, so nothing was sent. Each file can be at most ${MAX_UPLOAD_FILE_TEXT}.`,
  passcode: "That passcode is not right. Please check it with the person who sent you the link.",
  passcodeLocked: "Too many wrong passcodes. Please wait 15 minutes and try again.",
  limited: "Too many uploads from here in a short time. Please wait a while and try again.",
  unreadable: "We could not read the upload. Please reload the page and try again.",
  failed: "We could not save your files just now. Nothing was lost on your side: please try again in a few minutes.",
} as const;

export type RefusedFile = { name: string; message: string };
/** The upload page's answer to a submission (the page's action data, and the one-file endpoint's JSON). */
export type AgencyUploadResult =
  | { status: "done"; receipt: string; received: string[]; refused: RefusedFile[]; total: number }
  | {
      status: "invalid";
      errors: Partial<Record<"baa" | "passcode" | "files" | "form", string>>;
      refused: RefusedFile[];
    }
  | { status: "limited"; message: string }
  | { status: "gone"; httpStatus: 404 | 410 }
  | { status: "failed"; message: string };
