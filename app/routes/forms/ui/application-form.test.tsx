// The application form with the criminal-history switch both ways, rendered as the server renders it.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
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
