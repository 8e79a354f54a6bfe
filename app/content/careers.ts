import type { HeroArt } from "~/lib/hero-art";
import {
  describeAppliedFor,
  GENERAL_ROLE,
  MAX_RESUME_BYTES,
  type POSITION_TITLES,
} from "~/lib/schemas/application-fields";

export type PositionTitle = (typeof POSITION_TITLES)[number];

/** The résumé limit as the form and its errors say it, from the one the server enforces. */
const RESUME_LIMIT = `${MAX_RESUME_BYTES / (1024 * 1024)} MB`;

const EMPLOYMENT_TYPES = ["Full-time", "Part-time"] as const;

/**
 * Whether the application form asks "Do you have a criminal record?" (with a details field for "yes").
 * Minnesota's ban-the-box law (Minn. Stat. 364.021) bars private employers from asking about criminal history
 * before an applicant is selected for an interview, with limited exceptions: confirm with counsel before leaving this
 * on (see docs/content.md). Off: the form, its validation, the application details page and the CSV export drop the
 * question; answers already stored still show on their application's details page.
 */
export const ASKS_CRIMINAL_HISTORY = true;

export type Position = {
  title: PositionTitle;
  /** One line under the title: how the role is organized. */
  summary: string;
  employmentType: (typeof EMPLOYMENT_TYPES)[number];
  /**
   * The pay range as it should read, e.g. "$28 to $34 an hour". Shown on the posting when filled in. Minnesota
   * requires it in job postings once the firm has 30 or more employees: fill it in before then.
   */
  payRange?: string;
  description: string;
  requirements: string[];
};

export const careersMeta = {
  title: "Careers",
  description:
    "Open positions at our EIDBI compliance oversight firm: customer service, QSP, BCBA, SLP and LPCC roles supporting Minnesota autism agencies. Apply online with your résumé.",
};

export const careersHero: { eyebrow: string; title: string; description: string; art: HeroArt } = {
  eyebrow: "Careers",
  title: "Help Minnesota autism agencies get compliance right",
  description:
    "We work behind the scenes with EIDBI agencies so that families can rely on well-run programs. If you care about careful documentation, fair supervision and clear communication, there is a place for you on our team.",
  art: "people",
};

export const workplaceNote = {
  title: "A neurodiversity-friendly workplace",
  body: "Our work is about autism services, and our team should reflect the people those services are for. We organize our days so that different ways of thinking and working can thrive.",
  practices: [
    "Expectations, agendas and feedback are written down, not left to hallway conversations.",
    "You can tell us how you work best, whether that is quiet focus time, written questions or a predictable schedule, and we plan around it.",
    "Interview questions are shared ahead of time, and you are welcome to ask for adjustments to the hiring process.",
  ],
};

export const jobBoard = {
  title: "Open Positions",
  intro:
    "Every role on our team supports the agencies we oversee, never direct therapy. Choose a position to see the application form with the questions for that role.",
  applyLabel: "Apply Now",
};

/** The built-in postings: the content studio's seed (app/.server/content/seed.ts). The firm edits postings there. */
export const positions: Position[] = [
  {
    title: "Customer Service Representative",
    employmentType: "Full-time", // PLACEHOLDER: confirm with the hiring manager
    summary: "Agency support · Remote, office or both",
    description:
      "Be the first voice agency owners and directors hear when they contact us. You answer questions about our oversight services, schedule consultations, keep requests moving between our specialists, and make sure every inquiry gets a timely, accurate reply.",
    requirements: [
      "At least one year of customer service or front-desk experience",
      "Clear, friendly writing and phone manner",
      "Comfort with shared calendars, email and a ticket or CRM system",
      "Interest in behavioral health or autism services; direct experience is a plus",
      "Reliable availability during our Monday to Friday business hours",
    ],
  },
  {
    title: "Qualified Supervision Professional (QSP)",
    employmentType: "Full-time", // PLACEHOLDER: confirm with the hiring manager
    summary: "Supervision and documentation review",
    description:
      "Review how agencies supervise their Level I, Level II and QP staff. You read supervision notes and treatment documentation, compare them with EIDBI requirements, and help agencies put practical corrective steps in place.",
    requirements: [
      "Meets Minnesota's EIDBI qualifications for a qualified supervising professional",
      "Active professional license or certification in good standing",
      "Experience supervising clinicians in behavioral health or autism services",
      "Careful reader of clinical documentation with an eye for gaps",
      "Able to give clear, respectful feedback to agency leadership",
    ],
  },
  {
    title: "Board Certified Behavior Analyst (BCBA)",
    employmentType: "Full-time", // PLACEHOLDER: confirm with the hiring manager
    summary: "Clinical oversight · ABA programs",
    description:
      "Bring your ABA expertise to program oversight. You review behavior plans, data collection and supervision structures at the agencies we support, and advise their clinical teams on quality and compliance, without carrying a caseload of your own.",
    requirements: [
      "Current BCBA certification in good standing",
      "Experience supervising RBTs or behavior technicians",
      "Working knowledge of ABA models used with autistic children and youth",
      "Comfort reviewing treatment plans, data sheets and progress reports",
      "Familiarity with Minnesota EIDBI, or a willingness to learn it quickly",
    ],
  },
  {
    title: "Speech-Language Pathologist (SLP)",
    employmentType: "Part-time", // PLACEHOLDER: confirm with the hiring manager
    summary: "Speech and communication program support",
    description:
      "Help agencies that combine EIDBI services with speech and language support keep their documentation, referrals and coordination in order. You review communication goals and records and advise on how speech services fit alongside an agency's EIDBI program.",
    requirements: [
      "Current state license as a speech-language pathologist",
      "ASHA certification (CCC-SLP) preferred",
      "Experience with developmental disorders, including autism",
      "Experience with children and youth of different ages",
      "Clear documentation habits and collaborative style",
    ],
  },
  {
    title: "Licensed Professional Clinical Counselor (LPCC)",
    employmentType: "Part-time", // PLACEHOLDER: confirm with the hiring manager
    summary: "Mental health and family support oversight",
    description:
      "Support agencies on the mental health side of their work: co-occurring needs, family support and the documentation that goes with them. You review practices, advise on referrals and coordination, and help agencies write policies that protect clients and staff.",
    requirements: [
      "Active LPCC license, supervised or independent practice",
      "Experience with children, youth or families affected by autism or related conditions",
      "Knowledge of clinical documentation and confidentiality practices",
      "Ability to explain clinical requirements in plain language",
      "A collaborative, calm approach with agency teams",
    ],
  },
];

export const generalApplication = {
  title: "Don't see the right role?",
  body: "We are always glad to hear from people who want to help autism agencies run well. Send a general application and we will keep it on file for future openings.",
  buttonLabel: "Submit General Application",
};

/** Copy of the application form; field names are fixed by app/lib/schemas/application.ts. */
export const applicationCopy = {
  headingFor: (role: string) => (role === GENERAL_ROLE ? "General Application" : `Apply: ${role}`),
  intro:
    "Fields marked (optional) can be left blank. Everything else helps us review your application fairly and quickly.",
  closeLabel: "View Other Positions",
  loading: "Loading the application form…",
  unavailable: "The application form could not be loaded. Check your connection, then open the form again:",
  unavailableLink: "open the application form",
  submitLabel: "Submit Application",
  submittingLabel: "Submitting...",
  sections: {
    contact: "About you",
    background: "Experience and education",
    role: "Questions for this role",
    screening: "Screening questions",
    voluntary: "Voluntary information",
  },
  labels: {
    fullName: "Full name",
    email: "Email",
    phone: "Phone",
    address: "Mailing address",
    gender: "Gender",
    race: "Race or ethnicity",
    authorized: "Are you legally authorized to work in the United States?",
    veteran: "Veteran status",
    resume: "Résumé",
    interest: "Why are you interested in this role?",
    workHistory: "Work history",
    education: "Education",
    criminalBackground: "Do you have a criminal record?",
    criminalDetails: "Please describe the offense and when it occurred",
    drugTest: "Are you willing to take a pre-employment drug test?",
  },
  hints: {
    resume: `One file: PDF, DOC or DOCX, up to ${RESUME_LIMIT}.`,
    demographics: "Answering the gender, race or ethnicity and veteran status questions is voluntary.",
    workHistory: "Start with your most recent position: title, employer and dates. Up to five entries.",
    education: "Degree, certificate or program, school and year. Up to three entries.",
  },
  veteranPlaceholder: "Prefer not to say",
  success: {
    title: "Application Submitted",
    descriptionFor: (role: string | undefined) =>
      `Thank you for applying for ${describeAppliedFor(role)}. We will be in touch once we have reviewed it.`,
  },
  confirmation: {
    title: "We received your application",
    receivedFor: (role: string | undefined) =>
      `Thank you for applying for ${describeAppliedFor(role)}. Your application and résumé are with our hiring team.`,
    nextSteps: "We reply within 1 to 2 business days to let you know the next step.",
    sendAnother: "Submit another application",
  },
  failureDescription: "Failed to submit application. Please try again.",
  tooLarge: `The résumé must be ${RESUME_LIMIT} or smaller. Please choose a smaller file and try again.`,
};
