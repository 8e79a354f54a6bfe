import { z } from "zod";
import { emailField, optionalText, phoneField, requiredText, yesNo } from "./common";

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

export const VETERAN_STATUSES = [
  { value: "non-veteran", label: "Not a veteran" },
  { value: "veteran", label: "Veteran" },
  { value: "disabled-veteran", label: "Disabled veteran" },
  { value: "protected-veteran", label: "Protected veteran" },
] as const;

export const MAX_WORK_HISTORY = 5;
export const MAX_EDUCATION = 3;
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

/** A role-specific question. The form renders these; the server validates answers against them. */
export type RoleQuestion =
  | { key: string; label: string; kind: "text" | "textarea" | "date" }
  | { key: string; label: string; kind: "years" }
  | { key: string; label: string; kind: "choice"; options: readonly { value: string; label: string }[] };

const yesNoOptions = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

/** SPEC §3 "Role-specific application fields", per position title. Form field names are `answers.<key>`. */
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
    { key: "ashaCertified", label: "Are you ASHA certified?", kind: "choice", options: yesNoOptions },
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

export function roleQuestionsFor(role: string): readonly RoleQuestion[] {
  return (ROLE_QUESTIONS as Record<string, readonly RoleQuestion[]>)[role] ?? [];
}

const listOf = (label: string, max: number, requiredMessage: string) =>
  z
    .array(z.string().trim().max(2000, `Please keep each ${label} entry under 2,000 characters.`))
    .max(max, `Please list at most ${max} ${label} entries.`)
    .transform((entries) => entries.filter((entry) => entry.length > 0))
    // Part of the field (not the object-level check below), so it is reported together with the other fields.
    .refine((entries) => entries.length > 0, requiredMessage);

/**
 * The job application's text fields (the resume is checked separately, while it streams).
 * Role answers are validated against ROLE_QUESTIONS for the chosen role; unknown keys are dropped.
 */
export const ApplicationFormSchema = z
  .object({
    fullName: requiredText("your full name", 200),
    email: emailField,
    phone: phoneField,
    address: optionalText("the address", 500),
    gender: optionalText("gender", 100),
    race: optionalText("race or ethnicity", 100),
    authorized: yesNo("whether you are authorized to work in the United States"),
    veteran: z
      .enum(["", ...VETERAN_STATUSES.map((s) => s.value)] as ["", ...string[]], {
        error: "Please choose a veteran status from the list.",
      })
      .optional()
      .transform((value) => (value ? value : null)),
    workHistory: listOf("work history", MAX_WORK_HISTORY, "Please list at least your most recent position."),
    education: listOf("education", MAX_EDUCATION, "Please list at least one school or program."),
    interest: requiredText("why you are interested in this role", 5000),
    role: z.enum(APPLICATION_ROLES, { error: "Please choose one of the open positions." }),
    criminalBackground: yesNo("the criminal background question"),
    criminalDetails: optionalText("the details", 5000),
    drugTest: yesNo("the drug test question"),
    answers: z.record(z.string(), z.string().trim().max(2000, "Please keep each answer under 2,000 characters.")),
  })
  .superRefine(
    (form, ctx) => {
      // `when` below runs this even when other fields failed, so every error shows at once; the fields used here
      // may then be invalid, which the checks tolerate.
      if (form.criminalBackground === "yes" && !form.criminalDetails) {
        ctx.addIssue({
          code: "custom",
          path: ["criminalDetails"],
          message: "Please give a few details about the criminal background.",
        });
      }
      for (const question of roleQuestionsFor(String(form.role))) {
        const value = form.answers?.[question.key];
        if (!value) continue;
        if (question.kind === "years" && !/^\d{1,2}$/.test(value)) {
          ctx.addIssue({
            code: "custom",
            path: ["answers", question.key],
            message: `${question.label}: enter a whole number, 0 or more.`,
          });
        }
        if (question.kind === "choice" && !question.options.some((o) => o.value === value)) {
          ctx.addIssue({
            code: "custom",
            path: ["answers", question.key],
            message: `${question.label}: choose one of the options.`,
          });
        }
        if (question.kind === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
          ctx.addIssue({
            code: "custom",
            path: ["answers", question.key],
            message: `${question.label}: enter a date.`,
          });
        }
      }
    },
    { when: () => true },
  )
  .transform((form) => {
    const allowed = new Set(roleQuestionsFor(form.role).map((q) => q.key));
    const answers = Object.fromEntries(
      Object.entries(form.answers).filter(([key, value]) => allowed.has(key) && value),
    );
    return { ...form, criminalDetails: form.criminalBackground === "yes" ? form.criminalDetails : null, answers };
  });
export type ApplicationForm = z.infer<typeof ApplicationFormSchema>;

/** Turns submitted form fields (strings, repeated names, `answers.<key>`) into the schema's input shape. */
export function applicationInputFrom(fields: Map<string, string[]>) {
  const one = (name: string) => fields.get(name)?.[0];
  const answers: Record<string, string> = {};
  for (const [name, values] of fields) {
    if (name.startsWith("answers.") && values[0] !== undefined) answers[name.slice("answers.".length)] = values[0];
  }
  return {
    fullName: one("fullName"),
    email: one("email"),
    phone: one("phone"),
    address: one("address"),
    gender: one("gender"),
    race: one("race"),
    authorized: one("authorized"),
    veteran: one("veteran"),
    workHistory: fields.get("workHistory") ?? [],
    education: fields.get("education") ?? [],
    interest: one("interest"),
    role: one("role"),
    criminalBackground: one("criminalBackground"),
    criminalDetails: one("criminalDetails"),
    drugTest: one("drugTest"),
    answers,
  };
}
