import { z } from "zod";
import {
  ANSWER_PREFIX,
  APPLICATION_LIST_FIELDS,
  APPLICATION_ROLES,
  APPLICATION_TEXT_FIELDS,
  MAX_EDUCATION,
  MAX_WORK_HISTORY,
  roleQuestionsFor,
  VETERAN_STATUSES,
} from "./application-fields";
import { emailField, optionalLine, optionalText, phoneField, requiredLine, requiredText, yesNo } from "./common";

// Re-exported so that server code and tests keep importing everything about the application from here.
export {
  APPLICATION_ROLES,
  type ApplicationRole,
  GENERAL_ROLE,
  MAX_EDUCATION,
  MAX_RESUME_BYTES,
  MAX_WORK_HISTORY,
  POSITION_TITLES,
  RESUME_EXTENSIONS,
  ROLE_QUESTIONS,
  type RoleQuestion,
  roleQuestionsFor,
  VETERAN_STATUSES,
} from "./application-fields";

const listOf = (label: string, max: number, requiredMessage: string) =>
  z
    .array(z.string().trim().max(2000, `Please keep each ${label} entry under 2,000 characters.`))
    .max(max, `Please list at most ${max} ${label} entries.`)
    .transform((entries) => entries.filter((entry) => entry.length > 0))
    // Part of the field (not the object-level check below), so it is reported together with the other fields.
    .refine((entries) => entries.length > 0, requiredMessage);

/**
 * The criminal-history question's fields. Asked: a yes/no answer is required, with details for "yes". Not asked
 * (the switch in app/content/careers.ts): neither is required or accepted, and a posted value becomes null.
 */
function criminalHistoryFields(isAsked: boolean) {
  const notAsked = z.unknown().transform((): null => null);
  return {
    criminalBackground: isAsked ? yesNo("the criminal background question") : notAsked,
    criminalDetails: isAsked ? optionalText("the details", 5000) : notAsked,
  };
}

/**
 * The job application's text fields (the resume is checked separately, while it streams).
 * Role answers are validated against ROLE_QUESTIONS for the chosen role; unknown keys are dropped.
 * `asksCriminalHistory` is the content switch (app/content/careers.ts); the server passes it, tests pass both values.
 */
export const applicationFormSchema = ({ asksCriminalHistory }: { asksCriminalHistory: boolean }) =>
  z
    .object({
      fullName: requiredLine("your full name", 200),
      email: emailField,
      phone: phoneField,
      address: optionalLine("the address", 500),
      gender: optionalLine("gender", 100),
      race: optionalLine("race or ethnicity", 100),
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
      // The job posting applied to, by its address on the job board: the server asks that posting's questions and
      // refuses the application, on this field, if the posting is no longer open.
      posting: z
        .string()
        .trim()
        .max(200, "That job posting's address is too long: open the posting again from the job board.")
        .optional()
        .transform((value) => value || null),
      ...criminalHistoryFields(asksCriminalHistory),
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
export const ApplicationFormSchema = applicationFormSchema({ asksCriminalHistory: true });
export type ApplicationForm = z.infer<typeof ApplicationFormSchema>;

/** Turns submitted form fields (strings, repeated names, `answers.<key>`) into the schema's input shape. */
export function applicationInputFrom(fields: Map<string, string[]>) {
  const input: Record<string, unknown> = {};
  for (const name of APPLICATION_TEXT_FIELDS) input[name] = fields.get(name)?.[0];
  for (const name of APPLICATION_LIST_FIELDS) input[name] = fields.get(name) ?? [];
  const answers: Record<string, string> = {};
  for (const [name, values] of fields) {
    if (name.startsWith(ANSWER_PREFIX) && values[0] !== undefined)
      answers[name.slice(ANSWER_PREFIX.length)] = values[0];
  }
  return { ...input, answers };
}
