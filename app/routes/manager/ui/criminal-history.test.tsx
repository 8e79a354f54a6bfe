// The application details page's criminal-history rows: shown where the applicant answered, absent otherwise.
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { CriminalHistoryFields } from "./criminal-history";

test("an answer shows, with its details for a yes; an application without one shows no row at all", () => {
  const yes = renderToStaticMarkup(<CriminalHistoryFields answer="yes" details="An offense in 2009." />);
  expect(yes).toContain("Criminal background</dt>");
  expect(yes).toContain(">Yes</dd>");
  expect(yes).toContain("An offense in 2009.");

  const no = renderToStaticMarkup(<CriminalHistoryFields answer="no" details={null} />);
  expect(no).toContain(">No</dd>");
  expect(no).not.toContain("details");

  expect(renderToStaticMarkup(<CriminalHistoryFields answer={null} details={null} />)).toBe("");
});
