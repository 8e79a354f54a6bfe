/** Name of the hidden field on every public form. People never see it; a filled one means a bot. */
export const HONEYPOT_FIELD = "website";
