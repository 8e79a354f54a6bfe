import type { HeroArt } from "~/lib/hero-art";
import type { ServiceType } from "~/lib/schemas/quote-fields";

/** A ?category= longer than this is ignored, as if none was given. */
export const MAX_CATEGORY_LENGTH = 100;

export const quoteMeta = {
  title: "Let's Talk",
  description:
    "Request a compliance consultation for your EIDBI agency: licensing support, supervision review, staff training, program development and more. We reply within 1 to 2 business days.",
};

type HeroCopy = { heading: string; description: string; art: HeroArt };

const defaultHero: HeroCopy = {
  heading: "Let's Talk",
  description:
    "Tell us about your agency and what you need. A compliance specialist will reply within 1 to 2 business days to plan the next step with you.",
  art: "roadmap",
};

/**
 * The categories with a page of their own: each presets the service type, the heading and
 * the hero art.
 */
export const KNOWN_CATEGORIES: readonly ({ category: string; serviceType: ServiceType } & HeroCopy)[] = [
  {
    category: "Licensing Support",
    serviceType: "Licensing Support",
    heading: "Let's Talk About Licensing Support",
    description:
      "Opening a new EIDBI agency or preparing for a license review? We help you put policies, staffing plans and documentation in order; with a clear plan, agencies can be licensed in as little as 90 days.",
    art: "seal",
  },
  {
    category: "Program Development",
    serviceType: "Program Development",
    heading: "Let's Talk About Program Development",
    description:
      "Building or expanding an EIDBI program? We help you design the policies, workflows and quality checks that keep it compliant as it grows.",
    art: "growth",
  },
  {
    category: "Staff Training",
    serviceType: "Staff Training",
    heading: "Let's Talk About Staff Training",
    description:
      "Training plans and oversight that keep your Level I, Level II and QP staff current on documentation and EIDBI requirements.",
    art: "people",
  },
  {
    category: "Clinical Supervision",
    serviceType: "Clinical Supervision",
    heading: "Let's Talk About Clinical Supervision",
    description:
      "An independent review of supervision frequency, notes and documentation, with practical steps to close any gaps we find.",
    art: "shield",
  },
  {
    category: "Consultation",
    serviceType: "Consultation",
    heading: "Let's Talk About Your Compliance Questions",
    description:
      "A focused conversation about where your agency stands today and what to do next, whatever stage you are at.",
    art: "conversation",
  },
  {
    category: "ABA Therapy",
    serviceType: "ABA Therapy",
    heading: "Let's Talk About Your ABA Program",
    description:
      "We do not provide therapy. We review how your ABA program is documented, supervised and billed, so it meets EIDBI expectations.",
    art: "checklist",
  },
  {
    category: "General",
    serviceType: "Consultation",
    heading: "Let's Talk About Your Agency",
    description:
      "Not sure which service fits? Tell us what you are working on and we will point you to the right kind of support.",
    art: "network",
  },
];

/**
 * Categories sent by the services page and the chat assistant, with the closest service type on the form.
 * They keep the default heading; the page shows the category as text so the visitor sees it was understood.
 */
export const MAPPED_CATEGORIES: Readonly<Record<string, ServiceType>> = {
  // From the services page.
  "EIDBI Compliance Audits": "Consultation",
  "Staff Supervision Review": "Clinical Supervision",
  "Training Oversight": "Staff Training",
  "Policy Development": "Program Development",
  "Audit Preparation": "Consultation",
  "Compliance Dashboard": "Other",
  "Translation Services": "Other",
  "License Compliance Auditing": "Licensing Support",
  "Administrative Staff Training": "Staff Training",
  "Billing Compliance": "Consultation",
  "Program Expansion": "Program Development",
  "Compliance Software": "Other",
  "Budget Compliance Planning": "Consultation",
  // From the chat assistant's recommendations.
  "Speech Occupational Therapy": "Other",
  "Billing Payroll Scheduling": "Consultation",
  "Budget Development": "Consultation",
  "BCB Remote Assistance": "Clinical Supervision",
  "Data Collection Software": "Other",
};

export type QuotePreset = HeroCopy & {
  /** The service type selected when the form first shows; undefined leaves the visitor to choose. */
  serviceType: ServiceType | undefined;
  /** Sent with the request in the hidden `category` field. */
  category: string | null;
  /** Shown above the form when the category has no page of its own. */
  askedAbout: string | null;
};

const normalize = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

// Built on first use rather than when the module loads: the browser's copy of this module only shows the preset the
// loader chose, and tables built at load time would keep every category's copy in the page's JavaScript, unused.
function buildCategoryTables() {
  return {
    known: new Map(KNOWN_CATEGORIES.map((known) => [normalize(known.category), known])),
    mapped: new Map(
      Object.entries(MAPPED_CATEGORIES).map(([category, serviceType]) => [
        normalize(category),
        { category, serviceType },
      ]),
    ),
  };
}
let categoryTables: ReturnType<typeof buildCategoryTables> | undefined;

/**
 * The preset for a page address's ?category= (/quote and /book): a repeated one is ignored, as is one that is
 * empty or longer than MAX_CATEGORY_LENGTH once trimmed.
 */
export function quotePresetOf(url: URL): QuotePreset {
  const params = url.searchParams.getAll("category");
  const raw = params.length === 1 ? params[0]?.trim() : undefined;
  return quotePresetFor(raw && raw.length <= MAX_CATEGORY_LENGTH ? raw : null);
}

/**
 * What the consultation page shows for a ?category=. Matching ignores case and extra spaces; an unknown
 * category is kept (as plain text) with the service type "Other"; a missing, blank or over-long one is ignored.
 */
export function quotePresetFor(rawCategory: string | null | undefined): QuotePreset {
  // Control characters have no place in a label and could smuggle line breaks into the stored message.
  const cleaned = (rawCategory ?? "")
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .replace(/\s+/g, " ");
  if (!cleaned || cleaned.length > MAX_CATEGORY_LENGTH) {
    return { ...defaultHero, serviceType: undefined, category: null, askedAbout: null };
  }
  const key = normalize(cleaned);
  categoryTables ??= buildCategoryTables();
  const known = categoryTables.known.get(key);
  if (known) {
    const { heading, description, art, serviceType, category } = known;
    return { heading, description, art, serviceType, category, askedAbout: null };
  }
  const mapped = categoryTables.mapped.get(key);
  const category = mapped?.category ?? cleaned;
  return { ...defaultHero, serviceType: mapped?.serviceType ?? "Other", category, askedAbout: category };
}

export const quoteForm = {
  title: "Request a consultation",
  intro: "Share a few details and we will prepare for our first conversation.",
  askedAboutLabel: "You asked about",
  askedAboutNote: "We have chosen the closest service type below. Change it if another fits better.",
  labels: {
    name: "Your name",
    email: "Email",
    phone: "Phone",
    organization: "Organization",
    serviceType: "Service type",
    message: "How can we help?",
  },
  serviceTypePlaceholder: "Choose a service",
  messageHint: "A sentence or two about your agency and what you would like help with.",
  submitLabel: "Request Consultation",
  submittingLabel: "Sending...",
  success: {
    title: "Consultation Request Received",
    description: "Thank you. A compliance specialist will reply within 1 to 2 business days.",
  },
  confirmation: {
    title: "We received your consultation request",
    received: "Thank you. Your request is with our compliance team.",
    nextSteps: "A compliance specialist will reply within 1 to 2 business days to arrange a time to talk.",
    sendAnother: "Send another request",
  },
  failureDescription: "Failed to send request. Please try again.",
  tooLarge: "Your request is too large to send. Please shorten the message and try again.",
};

export const partnershipPanel = {
  title: "Why agencies partner with us",
  benefits: [
    "Independent oversight from people who know Minnesota's EIDBI requirements",
    "Plain-language findings with practical corrective action plans",
    "Support for your internal compliance officer, or an external oversight officer when you need one",
    "Training and supervision review for Level I, Level II and QP staff",
    "A reply to every request within 1 to 2 business days",
  ],
  contactTitle: "Talk to us directly",
  hoursTitle: "Office hours",
};
