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
/** What one link may receive in all, unless the manager sets otherwise on the request. */
export const DEFAULT_LINK_MAX_FILES = 100;
export const DEFAULT_LINK_MAX_MB = 500;
/** A link's byte total in MB as the manager sets it, and back. */
export const bytesOfMb = (mb: number) => mb * MB;
export const mbOfBytes = (bytes: number) => Math.round(bytes / MB);

const expiresInDays = z.coerce
  .number({ error: "Choose how many days the link works (1 to 30)." })
  .int("Choose a whole number of days (1 to 30).")
  .min(1, "The link must work for at least 1 day.")
  .max(30, "The link can work for at most 30 days.");

/** What a link may receive in all: files and MB. */
export const UploadLimitsSchema = z.object({
  maxFiles: z.coerce
    .number({ error: "Enter how many files the link may receive in all (1 to 1,000)." })
    .int("Enter a whole number of files (1 to 1,000).")
    .min(1, "The link must take at least 1 file.")
    .max(1000, "A link can take at most 1,000 files."),
  maxTotalMb: z.coerce
    .number({ error: "Enter how many MB the link may receive in all (1 to 5,000)." })
    .int("Enter a whole number of MB (1 to 5,000).")
    .min(1, "The link must take at least 1 MB.")
    .max(5000, "A link can take at most 5,000 MB."),
});
export type UploadLimits = z.infer<typeof UploadLimitsSchema>;
export const UPLOAD_LIMIT_FIELDS = ["maxFiles", "maxTotalMb"] as const;

/** Reopening or extending a link: from now, for this many days. */
export const ReopenUploadRequestSchema = z.object({ expiresInDays });

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
  expiresInDays,
  passcode: z
    .string()
    .trim()
    .max(100, "Keep the passcode under 100 characters.")
    .refine((value) => value === "" || value.length >= 6, "Use at least 6 characters, or leave it empty."),
  ...UploadLimitsSchema.shape,
});
export type UploadRequestForm = z.infer<typeof UploadRequestFormSchema>;

/** The field names of the manager's form, in order. */
export const UPLOAD_REQUEST_FIELDS = [
  "agencyName",
  "contactEmail",
  "purpose",
  "expiresInDays",
  "passcode",
  ...UPLOAD_LIMIT_FIELDS,
] as const;

/** The agency's page: the acknowledgement checkbox and the passcode field. */
export const BAA_FIELD = "baaAcknowledged";
export const PASSCODE_FIELD = "passcode";
export const FILES_FIELD = "files";
export const BATCH_FIELD = "batch";
/** Sent with the last file of a batch by the page's script: the receipt e-mails can go now. */
export const LAST_OF_BATCH_FIELD = "lastOfBatch";
/** A file the page's script did not send because it is over 25 MB: its name, so the firm hears of it. */
export const TOO_LARGE_FIELD = "tooLarge";
/** The passcode step's form: its own submission, before any file is chosen. */
export const INTENT_FIELD = "intent";
export const PASSCODE_INTENT = "passcode";

const megabytes = (bytes: number) => `${Math.round(bytes / MB).toLocaleString("en-US")} MB`;

/** What the agency is told. */
export const UPLOAD_MESSAGES = {
  baa: "Please confirm that protected health information is covered by a signed Business Associate Agreement.",
  noFiles: "Please choose at least one file.",
  tooMany: `Please send at most ${MAX_FILES_PER_UPLOAD} files at a time.`,
  tooLarge: (fileName: string) =>
    `${fileName}: this file is larger than ${MAX_UPLOAD_FILE_TEXT}. Each file can be at most ${MAX_UPLOAD_FILE_TEXT}.`,
  linkFull: (fileName: string, limits: { maxFiles: number; maxTotalBytes: number }) =>
    `${fileName}: this link has received all it can take (${limits.maxFiles} files or ${megabytes(limits.maxTotalBytes)} in all), so this file was not kept. Please ask us for another link.`,
  passcode: "That passcode is not right. Please check it with the person who sent you the link.",
  passcodeFirst: "Please enter the passcode first, then choose your files.",
  passcodeAgain: "Please enter the passcode again: it is asked again after two hours.",
  passcodeLocked: (phone: string) =>
    `Too many wrong passcodes. Please wait 15 minutes and try again, or call us at ${phone}.`,
  limited: "Too many uploads from here in a short time. Please wait a while and try again.",
  linkBusy:
    "Files are already being sent through this link. Please wait until they are done, then try again in a minute.",
  serverBusy: "We are receiving many files just now. Nothing was sent: please try again in a minute.",
  diskFull: (phone: string) =>
    `We cannot take files just now. Nothing was sent: please try again later, or call us at ${phone}.`,
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
  /** Not now: the link's or the server's uploads in progress (429, 503), or too little free disk (507). */
  | { status: "unavailable"; httpStatus: 429 | 503 | 507; message: string }
  | { status: "gone"; httpStatus: 404 | 410 }
  | { status: "failed"; message: string };
