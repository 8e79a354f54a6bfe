/**
 * Services page copy. Each card's `category` is the value the consultation form receives in
 * `/quote?category=…`, so it must stay exactly as the spec lists it.
 */

export type ServiceCard = {
  category: string;
  title: string;
  description: string;
  /** What the engagement covers, in a few short lines. */
  includes: string[];
  /** Element id other pages link to (e.g. /services#compliance-auditing). */
  anchor?: string;
};

export const CORE_SERVICE_LINK_TEXT = "Need Help With EIDBI Compliance? Let's Talk.";
export const ADDITIONAL_SERVICE_LINK_TEXT = "Get Compliance Support";

/** The consultation form's address for one service category. */
export function quotePathFor(category: string) {
  return `/quote?category=${encodeURIComponent(category)}`;
}

export const servicesHero = {
  eyebrow: "Compliance oversight for EIDBI agencies",
  title: "Compliance Services Built Around Your Agency",
  description:
    "From a first audit to day-to-day oversight, we help Minnesota EIDBI agencies keep documentation, supervision, training and billing in line with program requirements, so your clinical team can stay focused on the families you serve.",
  buttons: [
    { label: "Start Your Compliance Consultation", path: "/quote" },
    { label: "Contact Us", path: "/contact" },
  ],
};

export const coreServicesIntro = {
  title: "Core Compliance Services",
  intro:
    "The six services most agencies start with. Each one can stand alone or become part of an ongoing oversight plan.",
};

export const additionalServicesIntro = {
  title: "Additional Support",
  intro: "Targeted help for the administrative, financial and growth questions that sit around clinical compliance.",
};

export const coreServices: ServiceCard[] = [
  {
    category: "EIDBI Compliance Audits",
    title: "EIDBI Compliance Audits",
    description:
      "A structured review of your agency against current EIDBI requirements, with findings ranked by risk and a clear plan for what to fix first.",
    includes: [
      "Client file and service documentation sampling",
      "Policy, staffing and credential review",
      "Written findings with prioritized next steps",
    ],
    anchor: "compliance-auditing",
  },
  {
    category: "Staff Supervision Review",
    title: "Staff Supervision Review",
    description:
      "Level I, Level II and QP staff supervision and documentation review, so supervision is happening, recorded and traceable the way the program expects.",
    includes: [
      "Supervision logs checked against staff roles",
      "Session note and progress documentation review",
      "Practical feedback for supervisors",
    ],
    anchor: "supervision-oversight",
  },
  {
    category: "Training Oversight",
    title: "Training Oversight",
    description:
      "We track whether required staff training is assigned, completed and documented, and help you close gaps before a reviewer finds them.",
    includes: [
      "Training requirements mapped to each role",
      "Completion records and renewal dates in one view",
      "Follow-up plans for overdue training",
    ],
  },
  {
    category: "Policy Development",
    title: "Policy Development",
    description:
      "Clear, usable policies and procedures written for how your agency actually works, then rolled out to staff with the training to follow them.",
    includes: [
      "Gap review of your current policy manual",
      "New or revised policies and procedures",
      "Staff roll-out and acknowledgement tracking",
    ],
    anchor: "policy-training",
  },
  {
    category: "Audit Preparation",
    title: "Audit Preparation",
    description:
      "Audit preparation and corrective action plans: we help you get ready for a review, respond to findings and show the follow-through.",
    includes: [
      "Mock reviews and document readiness checks",
      "Corrective action plans with owners and dates",
      "Evidence gathering for follow-up reviews",
    ],
    anchor: "audit-preparation",
  },
  {
    category: "Compliance Dashboard",
    title: "Compliance Dashboard",
    description:
      "A compliance dashboard that shows leadership where the agency stands on documentation, supervision, training and credentials at a glance.",
    includes: [
      "Key compliance measures chosen with you",
      "Regular updates your leadership can act on",
      "Early flags for expiring credentials and overdue items",
    ],
  },
];

export const additionalServices: ServiceCard[] = [
  {
    category: "Translation Services",
    title: "Translation Services",
    description:
      "Translation of documentation so families can read the plans, notices and forms that concern them, and your records stay consistent across languages.",
    includes: ["Family-facing forms and notices", "Consistent terminology across documents"],
    anchor: "translation-services",
  },
  {
    category: "License Compliance Auditing",
    title: "License Compliance Auditing",
    description:
      "License compliance auditing that checks your agency, sites and staff credentials against licensing requirements before renewal or review.",
    includes: ["Agency and site license review", "Staff credential and background study checks"],
  },
  {
    category: "Administrative Staff Training",
    title: "Administrative Staff Training",
    description:
      "Administrative staff training for intake, scheduling, records and billing teams, so the work behind the sessions meets program expectations too.",
    includes: ["Role-based training sessions", "Desk guides your team can keep using"],
  },
  {
    category: "Billing Compliance",
    title: "Billing Compliance",
    description:
      "Billing compliance reviews that compare what was billed with what was documented, and help you fix the process behind any mismatch.",
    includes: ["Claims-to-documentation sampling", "Process fixes for recurring billing errors"],
  },
  {
    category: "Program Expansion",
    title: "Program Expansion",
    description:
      "Program expansion support for agencies adding a site, a service line or new staff roles, with compliance planned in from the start.",
    includes: ["Readiness review before you expand", "Policies and staffing plans for the new program"],
  },
  {
    category: "Compliance Software",
    title: "Compliance Software",
    description:
      "Compliance software guidance: we help you choose, set up and use your systems so records, supervision and training are easy to track.",
    includes: ["Needs review before you buy", "Set-up guidance for compliance workflows"],
  },
  {
    category: "Budget Compliance Planning",
    title: "Budget Compliance Planning",
    description:
      "Budget and compliance planning that sets aside the staff time, training and tools your compliance obligations will need over the year.",
    includes: ["Compliance costs built into your budget", "A yearly calendar of compliance tasks"],
  },
];

export const complianceOfficer = {
  title: "Compliance Officer Support",
  intro:
    "Every agency needs someone who owns compliance. We can help you build that role inside your team, or fill it for you from outside.",
  options: [
    {
      title: "Set up an internal compliance officer",
      description:
        "We help you define the role, choose and train the right person, and give them the checklists, calendar and reporting they need to succeed.",
    },
    {
      title: "Act as your external oversight officer",
      description:
        "We serve as your agency's external compliance oversight officer, with regular reviews and reports to leadership, until you are ready to bring the role in-house.",
    },
  ],
  link: { label: "Ask About Compliance Officer Support", path: "/contact" },
};

export const servicesClosing = {
  title: "Not sure where to start?",
  body: "Tell us a little about your agency and what is worrying you. We will suggest the service that fits, or point you elsewhere if we are not the right fit.",
  link: { label: "Contact Our Team", path: "/contact" },
};

/** Title and description for search results and link previews. */
export const servicesMeta = {
  title: "EIDBI Compliance Services",
  description:
    "EIDBI compliance audits, Level I, Level II and QP supervision review, policy development, audit preparation, translation, training oversight, billing compliance and Compliance Officer support for Minnesota autism agencies.",
  path: "/services",
};
