// The studio's addresses, read on the server: an unknown section or a malformed number is a 404 before any query.
import { CONTENT_SECTIONS, type ContentSection, LIST_SECTIONS, type ListSection } from "~/lib/content-sections";
import { notFound } from "../ui/private-page";

/** The list section `name` names, or throws 404 (the firm's details have a page of their own). */
export function listSectionOf(name: string | undefined): ListSection {
  const section = LIST_SECTIONS.find((candidate) => candidate === name);
  if (!section) throw notFound();
  return section;
}

/** Any section `name` names, the firm's details included, or throws 404. */
export function sectionOf(name: string | undefined): ContentSection {
  const section = CONTENT_SECTIONS.find((candidate) => candidate === name);
  if (!section) throw notFound();
  return section;
}

/** The studio page of an item: its editor, or the firm's details' own page. */
export function editorPathOf(section: ContentSection, id: string) {
  return section === "firm" ? "/manager-dashboard/content/firm" : `/manager-dashboard/content/${section}/${id}`;
}

/** A revision number from the address, or throws 404. */
export function revisionNumberOf(text: string | undefined): number {
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1) throw notFound();
  return number;
}
