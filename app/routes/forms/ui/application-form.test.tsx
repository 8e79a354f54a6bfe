// The application form with the criminal-history switch both ways, rendered as the server renders it.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { fieldIdOf } from "~/components/forms/submission-result";
import {
  ANSWER_PREFIX,
  APPLICATION_LIST_FIELDS,
  APPLICATION_TEXT_FIELDS,
  RESUME_FIELD,
  roleQuestionsFor,
} from "~/lib/schemas/application-fields";
import { ApplicationForm } from "./application-form";

const QSP = "Qualified Supervision Professional (QSP)";

function renderForm(asksCriminalHistory: boolean) {
  const Stub = createRoutesStub([
    {
      path: "/careers",
      Component: () => <ApplicationForm role={QSP} actionData={undefined} asksCriminalHistory={asksCriminalHistory} />,
    },
  ]);
  return renderToString(<Stub initialEntries={["/careers"]} />);
}

test("asked: the form has the criminal-record question and its details field", () => {
  const html = renderForm(true);
  expect(html).toContain('name="criminalBackground"');
  expect(html).toContain('name="criminalDetails"');
  expect(html).toContain("Do you have a criminal record?");
  expect(html).toContain('name="drugTest"');
});

test("not asked: neither the question nor its details field is there; the other screening question is", () => {
  const html = renderForm(false);
  expect(html).not.toContain("criminalBackground");
  expect(html).not.toContain("criminalDetails");
  expect(html).not.toContain("criminal record");
  expect(html).toContain('name="drugTest"');
});

test("every field the server can fault has an id in the form, which the error summary links to", () => {
  const names = [
    // The hidden ones aside: the role and the posting (whose refusal the alert says in words, tested below).
    ...APPLICATION_TEXT_FIELDS.filter((name) => name !== "role" && name !== "posting"),
    ...APPLICATION_LIST_FIELDS,
    RESUME_FIELD,
    ...roleQuestionsFor(QSP).map((question) => `${ANSWER_PREFIX}${question.key}`),
  ];
  const errors = Object.fromEntries(names.map((name) => [name, `A problem with ${name}.`]));
  const Stub = createRoutesStub([
    {
      path: "/careers",
      Component: () => <ApplicationForm role={QSP} actionData={{ status: "invalid", errors, values: {} }} />,
    },
  ]);
  const html = renderToString(<Stub initialEntries={["/careers"]} />);
  expect(html).toContain("There is a problem");
  for (const name of names) {
    expect(html).toContain(`href="#${fieldIdOf(name)}"`);
    expect(html).toContain(`id="${fieldIdOf(name)}"`);
  }
  // In the order the form shows them: the contact details first, the voluntary answers last.
  expect(html.indexOf(`href="#${fieldIdOf("fullName")}"`)).toBeLessThan(
    html.indexOf(`href="#${fieldIdOf("veteran")}"`),
  );
});

test("an application to a posting that closed says so in the form's alert, on the posting's form", () => {
  const errors = { posting: "This position is no longer open." };
  const posting = { slug: "senior-qsp", title: "Senior QSP" };
  const Stub = createRoutesStub([
    {
      path: "/careers",
      Component: () => (
        <ApplicationForm role={QSP} posting={posting} actionData={{ status: "invalid", errors, values: {} }} />
      ),
    },
  ]);
  const html = renderToString(<Stub initialEntries={["/careers"]} />);
  expect(html).toContain("This position is no longer open.");
  expect(html).toContain('name="posting" value="senior-qsp"');
  expect(html).toContain('action="/careers?apply=senior-qsp"');
});
