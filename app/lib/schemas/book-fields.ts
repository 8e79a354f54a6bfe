// The call request form's names and limits without zod, so /book can render them without shipping the validation
// library to the browser. book.ts validates against them.

/** The call request's inputs, by `name`: `category` is the hidden one, the category it was opened with. */
export const BOOK_FIELDS = [
  "name",
  "email",
  "phone",
  "organization",
  "serviceType",
  "slot1",
  "slot2",
  "slot3",
  "message",
  "category",
] as const;

export const MAX_CALL_NOTE = 1000;
