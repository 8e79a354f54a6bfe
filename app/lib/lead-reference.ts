/**
 * A lead's short reference, as its e-mail alert's subject and its details page show it: the first eight characters of
 * its id, in capitals. It says nothing about the lead, so a subject built from it never carries a visitor's words.
 */
export function leadReference(id: string) {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}
