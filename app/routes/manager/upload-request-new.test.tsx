// The new-upload-request form rendered as the server renders it: the "E-mail the link" box only when mail is on.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import NewUploadRequestPage from "./upload-request-new";

type PageProps = Parameters<typeof NewUploadRequestPage>[0];

function renderForm(canEmail: boolean) {
  const props = { loaderData: { canEmail }, actionData: undefined, params: {}, matches: [] } as unknown as PageProps;
  const Stub = createRoutesStub([
    { path: "/manager-dashboard/upload-requests/new", Component: () => <NewUploadRequestPage {...props} /> },
  ]);
  return renderToString(<Stub initialEntries={["/manager-dashboard/upload-requests/new"]} />);
}

test("mail on: the form offers to e-mail the link", () => {
  const html = renderForm(true);
  expect(html).toContain('name="emailLink"');
  expect(html).toContain("E-mail the link to");
  expect(html).toContain('name="contactEmail"');
});

test("mail off: no e-mail box, the rest of the form is there", () => {
  const html = renderForm(false);
  expect(html).not.toContain("emailLink");
  expect(html).not.toContain("E-mail the link");
  expect(html).toContain('name="contactEmail"');
});
