// The contact form's field names without zod: the page renders them and the server reads and echoes them.

/** The /contact form's inputs, by `name`; contact.ts validates exactly these. */
export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
