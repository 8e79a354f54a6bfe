// The two statements the spec requires on the site: on the home page and in the footer (and the FAQ, contact page).
// Kept apart from the firm's details (site.ts), which every page's first load carries, so that pages that do not show
// them at first do not load them.

export const NOT_A_THERAPY_PROVIDER =
  "We are a compliance oversight firm. We do not provide direct autism therapy or EIDBI treatment services.";

export const LEGAL_NOTICE =
  "Information on this site is general guidance about compliance practice. It is not legal advice, and it does not create a client relationship. Agencies remain responsible for their own licensing, billing and service decisions under Minnesota Department of Human Services rules.";
