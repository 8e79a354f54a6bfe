// @vitest-environment happy-dom
import { expect, test } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/schemas/honeypot";
import { draftEntriesOf, restoreDraft } from "./form-draft-fields";

function formOf(html: string) {
  const form = document.createElement("form");
  form.innerHTML = html;
  document.body.replaceChildren(form);
  return form;
}

const field = (form: HTMLFormElement, name: string, index = 0) =>
  form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)[index];

const APPLICATION_LIKE = `
  <input name="fullName" value="Robin S.">
  <input name="workHistory" value="Front desk"><input name="workHistory" value="">
  <input type="radio" name="authorized" value="yes" checked><input type="radio" name="authorized" value="no">
  <select name="serviceType"><option value="">Choose</option><option value="Consultation" selected>Consultation</option></select>
  <input type="file" name="resume">
  <input type="hidden" name="role" value="General">
  <input type="password" name="secret" value="hunter2">
  <input name="${HONEYPOT_FIELD}" value="bot">
  <input name="address" data-draft="off" value="12 Main St">
  <div data-draft="off">
    <input type="radio" name="criminalBackground" value="yes" checked>
    <textarea name="criminalDetails">An offense</textarea>
    <input name="gender" value="Woman">
    <select name="veteran"><option value="veteran" selected>Veteran</option></select>
  </div>
`;

test("a draft keeps the typed entries in form order, and never files, hidden, password, honeypot or data-draft=off fields", () => {
  const form = formOf(APPLICATION_LIKE);
  expect(draftEntriesOf(form)).toEqual([
    ["fullName", "Robin S."],
    ["workHistory", "Front desk"],
    ["workHistory", ""],
    ["authorized", "yes"],
    ["serviceType", "Consultation"],
  ]);
});

test("a form with nothing answered yet keeps no draft", () => {
  const form = formOf('<input name="name" value=""><input type="radio" name="authorized" value="yes">');
  expect(draftEntriesOf(form)).toEqual([]);
});

test("restoring puts each entry back in its slot, chooses radios, and reports whether anything was filled in", () => {
  const form = formOf(
    '<input name="fullName"><input name="workHistory"><input name="workHistory">' +
      '<input type="radio" name="authorized" value="yes"><input type="radio" name="authorized" value="no">',
  );
  const restored = restoreDraft(form, [
    ["fullName", "Robin S."],
    ["workHistory", "Front desk"],
    ["workHistory", "Clinic"],
    ["authorized", "no"],
  ]);
  expect(restored).toBe(true);
  expect(field(form, "fullName")?.value).toBe("Robin S.");
  expect([field(form, "workHistory", 0)?.value, field(form, "workHistory", 1)?.value]).toEqual([
    "Front desk",
    "Clinic",
  ]);
  expect((field(form, "authorized", 1) as HTMLInputElement).checked).toBe(true);
  expect(restoreDraft(form, [["fullName", "Robin S."]])).toBe(false); // already there: nothing new
});

test("restoring never fills a data-draft=off field, even from an old draft that held it", () => {
  const form = formOf('<input name="name"><div data-draft="off"><textarea name="criminalDetails"></textarea></div>');
  expect(
    restoreDraft(form, [
      ["name", "Casey"],
      ["criminalDetails", "An offense"],
    ]),
  ).toBe(true);
  expect(field(form, "criminalDetails")?.value).toBe("");
});

test("restoring a list tells its change listeners, as a visitor's choice would", () => {
  const form = formOf(
    '<select name="slot1Day"><option value="">Choose</option><option value="2026-11-27">Friday</option></select>',
  );
  const heard: string[] = [];
  form.addEventListener("change", (event) => heard.push((event.target as HTMLSelectElement).value));
  expect(restoreDraft(form, [["slot1Day", "2026-11-27"]])).toBe(true);
  expect(heard).toEqual(["2026-11-27"]);
  expect(restoreDraft(form, [["slot1Day", "2026-11-27"]])).toBe(false);
  expect(heard).toEqual(["2026-11-27"]);
});
