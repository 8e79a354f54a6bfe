// The application's positions, questions, options and limits, without zod: the careers page renders its form
// from them and must not ship the validation library to the browser. application.ts validates against them.
/** The open positions' titles, as stored in applications.role. "General" is the general application. */
export const POSITION_TITLES = [
  "Customer Service Representative",
  "Qualified Supervision Professional (QSP)",
  "Board Certified Behavior Analyst (BCBA)",
  "Speech-Language Pathologist (SLP)",
  "Licensed Professional Clinical Counselor (LPCC)",
] as const;
export const GENERAL_ROLE = "General";
export const APPLICATION_ROLES = [...POSITION_TITLES, GENERAL_ROLE] as const;
export type ApplicationRole = (typeof APPLICATION_ROLES)[number];

/** What a thank-you or a receipt says the visitor applied for: the position, or the team for a general application. */
export function describeAppliedFor(role: string | undefined) {
  return !role || role === GENERAL_ROLE ? "a position with our team" : role;
}

/**
 * The application's single-valued text inputs, by `name`: `role` (whose questions) and `posting` (the job posting's
 * address, when the visitor applies to one) are hidden.
 */
export const APPLICATION_TEXT_FIELDS = [
  "fullName",
  "email",
  "phone",
  "address",
  "gender",
  "race",
  "authorized",
  "veteran",
  "interest",
  "criminalBackground",
  "criminalDetails",
  "drugTest",
  "role",
  "posting",
] as const;
/** Inputs repeated under one name, kept in order (the non-blank ones). */
export const APPLICATION_LIST_FIELDS = ["workHistory", "education"] as const;
export const RESUME_FIELD = "resume";
/** Where the application keeps its draft in the tab; the careers page reopens the draft's role after a reload. */
export const APPLICATION_DRAFT_KEY = "application";
/** Role-specific answers are sent as `answers.<key>`. */
export const ANSWER_PREFIX = "answers.";

export const VETERAN_STATUSES = [
  { value: "non-veteran", label: "Not a veteran" },
  { value: "veteran", label: "Veteran" },
  { value: "disabled-veteran", label: "Disabled veteran" },
  { value: "protected-veteran", label: "Protected veteran" },
] as const;

export const MAX_WORK_HISTORY = 5;
export const MAX_EDUCATION = 3;
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
/** The most an application's body may hold: the résumé plus room for the text fields and multipart overhead. */
export const MAX_APPLICATION_BODY_BYTES = MAX_RESUME_BYTES + 1024 * 1024;
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

/** A role-specific question. The form renders these; the server validates answers against them. */
export type RoleQuestion =
  | { key: string; label: string; kind: "text" | "textarea" | "date" }
  | { key: string; label: string; kind: "years" }
  | { key: string; label: string; kind: "choice"; options: readonly { value: string; label: string }[] };

/** A yes-or-no question's options, as the form lists them and the server accepts them. */
export const YES_NO_OPTIONS = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/** The role-specific questions, per position title. Form field names are `answers.<key>`. */
export const ROLE_QUESTIONS: Record<(typeof POSITION_TITLES)[number], readonly RoleQuestion[]> = {
  "Customer Service Representative": [
    {
      key: "behavioralHealthExperience",
      label: "Experience in behavioral health or autism services",
      kind: "textarea",
    },
    {
      key: "availability",
      label: "Where would you prefer to work?",
      kind: "choice",
      options: [
        { value: "remote", label: "Remote" },
        { value: "office", label: "In the office" },
        { value: "both", label: "Either" },
      ],
    },
    { key: "workHours", label: "Hours you are available to work", kind: "text" },
  ],
  "Qualified Supervision Professional (QSP)": [
    { key: "licenseNumber", label: "License number", kind: "text" },
    { key: "yearsBehavioralHealth", label: "Years in behavioral health", kind: "years" },
    { key: "supervisionExperience", label: "Supervision experience", kind: "textarea" },
    { key: "certifications", label: "Certifications", kind: "text" },
  ],
  "Board Certified Behavior Analyst (BCBA)": [
    { key: "certificationNumber", label: "BCBA certification number", kind: "text" },
    { key: "credentialRenewalDate", label: "Credential renewal date", kind: "date" },
    { key: "abaModels", label: "ABA models you practice", kind: "text" },
    { key: "supervisionYears", label: "Years supervising", kind: "years" },
    { key: "autismExperience", label: "Experience with autistic clients", kind: "textarea" },
  ],
  "Speech-Language Pathologist (SLP)": [
    { key: "stateLicenseNumber", label: "State license number", kind: "text" },
    { key: "ashaCertified", label: "Are you ASHA certified?", kind: "choice", options: YES_NO_OPTIONS },
    {
      key: "developmentalDisordersExperience",
      label: "Experience with developmental disorders",
      kind: "textarea",
    },
    { key: "ageGroups", label: "Age groups you have treated", kind: "text" },
  ],
  "Licensed Professional Clinical Counselor (LPCC)": [
    { key: "licenseNumber", label: "License number", kind: "text" },
    {
      key: "practiceStatus",
      label: "Practice status",
      kind: "choice",
      options: [
        { value: "supervised", label: "Supervised" },
        { value: "independent", label: "Independent" },
      ],
    },
    { key: "populations", label: "Populations you serve", kind: "text" },
    { key: "specialties", label: "Specialties", kind: "text" },
  ],
};

/** The extra questions for a role; none for a name that is not a role, including "constructor" or "valueOf". */
export function roleQuestionsFor(role: string): readonly RoleQuestion[] {
  return Object.hasOwn(ROLE_QUESTIONS, role) ? ROLE_QUESTIONS[role as keyof typeof ROLE_QUESTIONS] : [];
}

/** A yes/no answer as a reader sees it: "Yes" or "No" (anything else, such as an empty answer, as it is). */
export function yesNoText(value: string | null) {
  return value === "yes" ? "Yes" : value === "no" ? "No" : value;
}

/** A veteran status's label, e.g. "Protected veteran" (an unknown value as it is). */
export function veteranStatusLabel(value: string | null) {
  return VETERAN_STATUSES.find((status) => status.value === value)?.label ?? value;
}
