// The field-name lists the pages render and the server reads must name exactly what the schemas validate.
import { expect, test } from "vitest";
import { ApplicationFormSchema } from "./application";
import { APPLICATION_LIST_FIELDS, APPLICATION_TEXT_FIELDS } from "./application-fields";
import { callRequestFormSchema } from "./call-request";
import { CALL_REQUEST_FIELDS } from "./call-request-fields";
import { ContactFormSchema } from "./contact";
import { CONTACT_FIELDS } from "./contact-fields";
import { QuoteFormSchema } from "./quote";
import { QUOTE_FIELDS } from "./quote-fields";

const sorted = (names: Iterable<string>) => [...names].sort();

test("the contact form's fields are the contact schema's", () => {
  expect(sorted(CONTACT_FIELDS)).toEqual(sorted(Object.keys(ContactFormSchema.shape)));
});

test("the consultation form's fields are the quote schema's", () => {
  expect(sorted(QUOTE_FIELDS)).toEqual(sorted(Object.keys(QuoteFormSchema.shape)));
});

test("the application's text and list fields, with the role answers, are the application schema's", () => {
  expect(sorted([...APPLICATION_TEXT_FIELDS, ...APPLICATION_LIST_FIELDS, "answers"])).toEqual(
    sorted(Object.keys(ApplicationFormSchema.in.shape)),
  );
});

test("the call request's fields, each preferred time's day and time among them, are the book schema's", () => {
  expect(sorted(CALL_REQUEST_FIELDS)).toEqual(sorted(Object.keys(callRequestFormSchema(new Date()).in.shape)));
});
