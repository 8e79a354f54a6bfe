// The link an agency opens to send documents, and the hash of its secret (the only form of it that is stored). Its
// own module, so the mail sender that writes the link's e-mail does not depend on the upload requests' steps.
import { createHash } from "node:crypto";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The link an agency opens. */
export const uploadLinkOf = (origin: string, token: string) => `${origin}/upload/${token}`;
