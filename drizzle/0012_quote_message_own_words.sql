-- Consultation requests used to store one combined message: "Service requested: …", "Organization: …" (or
-- "Not provided"), a blank line, then the visitor's text. The service and organization have their own columns, so
-- the message now holds only the visitor's words; this rewrites the older rows the same way. Rows that do not start
-- with exactly those two lines and the blank line are left as they are. A part missing from its column is taken
-- from its line ("Not provided" is no organization).
UPDATE inquiries
SET
  service_type = coalesce(service_type, substring(message from '^Service requested: ([^\n]*)\n')),
  organization = coalesce(
    organization,
    nullif(substring(message from '^Service requested: [^\n]*\nOrganization: ([^\n]*)\n'), 'Not provided')
  ),
  message = substring(message from '^Service requested: [^\n]*\nOrganization: [^\n]*\n\n(.*)$')
WHERE source = 'quote' AND message ~ '^Service requested: [^\n]*\nOrganization: [^\n]*\n\n.';
