import type { QuestionId } from "./graph";

// The questions answered before the spec's rules (intents.ts), because the generic menu would fail the visitor
// asking them:
//   0a. an audit or licensing notice (a notice word with a regulator's or auditor's word, or an urgent word with one)
//       → urgent-notice: the engine shows the phone number while the office is open, a callback request otherwise;
//   0b. a question about price (a cost word, not about a job's pay) → pricing;
//   0c. a visitor who says they already run an agency ("we are an existing agency with a DHS licensing audit")
//       → existing-center: the keyword rules would read "licensing" and send them down the new center's path.
// They read their words in context: "cover letter", "in charge of", "turnover rates" and "how much supervision"
// are not a notice or a price, and a job seeker's "review", "licensing" or "established agency" is not a regulator's
// or their own agency.

/** The nodes rules 0a and 0b lead to; a typed message is their only way in. */
export const EARLY_RULE_QUESTIONS = ["urgent-notice", "pricing"] as const satisfies readonly QuestionId[];

/** Words of a notice: with one of NOTICE_SUBJECTS they make an audit or licensing notice (rule 0a). */
const NOTICE_WORDS: readonly string[] = [
  "letter",
  "letters",
  "notice",
  "notices",
  "notified",
  "notification",
  "citation",
  "cited",
  "summons",
  "urgent",
  "urgently",
  "emergency",
  "asap",
  "immediately",
];
const NOTICE_SUBJECTS: readonly string[] = [
  "audit",
  "audits",
  "auditor",
  "auditors",
  "dhs",
  "licensing",
  "license",
  "licensure",
  "investigation",
  "investigator",
  "inspection",
  "inspector",
  "review",
  "reviewer",
  "mhcp",
  "oig",
  "withhold",
  "sanction",
  "sanctions",
  "suspension",
  "revocation",
];
/**
 * Subjects that are a regulator's only in a message not about a job: "review my cover letter" or "urgent: is my
 * application under review?" asks about applying to us, not about a notice.
 */
const JOB_CONTEXT_SUBJECTS: ReadonlySet<string> = new Set(["review", "reviewer", "licensing", "license", "licensure"]);
/** Notice words that are something else when this word comes before them ("cover letter"). */
const NOT_A_NOTICE_AFTER: Readonly<Record<string, readonly string[]>> = {
  letter: ["cover", "reference", "recommendation", "offer"],
  letters: ["cover", "reference", "recommendation", "offer"],
};
/** Phrases that are a notice on their own (rule 0a). */
const NOTICE_PHRASES: readonly string[] = ["correction order", "payment withhold", "conditional license"];

/** Words of a price question (rule 0b); "how much" counts as one. */
const COST_WORDS: readonly string[] = [
  "cost",
  "costs",
  "price",
  "prices",
  "pricing",
  "priced",
  "fee",
  "fees",
  "rate",
  "rates",
  "quote",
  "afford",
  "expensive",
  "cheap",
  "charge",
  "charges",
];
/**
 * Cost words that mean something else after one of these words: "in charge of", "turnover rates", "denial rates",
 * "reimbursement rates" (what MHCP pays an agency, not our price).
 */
const RATE_MEASURES: readonly string[] = [
  "turnover",
  "denial",
  "error",
  "approval",
  "success",
  "pass",
  "retention",
  "claim",
  "completion",
  "compliance",
  "attrition",
  "reimbursement",
  "payment",
  "billing",
  "vacancy",
  "staffing",
];
const NOT_A_COST_AFTER: Readonly<Record<string, readonly string[]>> = {
  charge: ["in"],
  charges: ["no"],
  rate: RATE_MEASURES,
  rates: RATE_MEASURES,
};
/**
 * "How much" asks a price only when a verb or "for" follows it ("how much is", "how much would it", "how much for");
 * "how much supervision" or "how much training" asks a quantity.
 */
const HOW_MUCH_PRICE_NEXT: ReadonlySet<string> = new Set([
  "is",
  "are",
  "does",
  "do",
  "would",
  "will",
  "should",
  "could",
  "for",
  "it",
  "money",
]);
/** A cost word next to one of these asks about a job's pay, not our prices. */
const PAY_WORDS: readonly string[] = ["salary", "salaries", "wage", "wages", "pay", "paid", "hourly"];

/** What an agency is called (rule 0c): "existing agency", "established EIDBI center", "we run an autism clinic". */
const AGENCY_WORDS: readonly string[] = [
  "agency",
  "agencies",
  "center",
  "centers",
  "centre",
  "clinic",
  "clinics",
  "provider",
  "practice",
  "program",
  "business",
];
/** Words before an agency word that say it is already running. */
const RUNNING_NOW: readonly string[] = ["existing", "established", "current", "licensed", "operating"];
/** "We run an …": a visitor's own agency, when an agency word follows within three words. */
const RUNS_AN_AGENCY: readonly (readonly string[])[] = [
  ["we", "run"],
  ["i", "run"],
  ["we", "own"],
  ["i", "own"],
  ["we", "operate"],
  ["i", "operate"],
];
/** Phrases that say it on their own. */
const ALREADY_RUNNING_PHRASES: readonly string[] = [
  "already licensed",
  "already enrolled",
  "already operating",
  "already open",
  "already serving",
  "already serve",
];

/** Rule 0c: the visitor says they already run an agency. */
function isExistingAgency(words: readonly string[]) {
  const agencyWithin = (start: number, reach: number) =>
    words.slice(start, start + reach).some((word) => AGENCY_WORDS.includes(word));
  const isRunningNow = words.some((word, index) => RUNNING_NOW.includes(word) && agencyWithin(index + 1, 3));
  const runsOne = RUNS_AN_AGENCY.some((phrase) =>
    findPhrase(words, phrase).some((start) => agencyWithin(start + phrase.length, 4)),
  );
  const saysSo = ALREADY_RUNNING_PHRASES.some((phrase) => findPhrase(words, phrase.split(" ")).length > 0);
  return isRunningNow || runsOne || saysSo;
}

/**
 * The node rule 0a, 0b or 0c sends the normalized `words` to, or null when none applies. `isAboutJob` says the
 * message is about working for us, where "review", "licensing", a cost word and an agency mean something else.
 */
export function earlyRuleQuestion(
  words: readonly string[],
  isAboutJob: boolean,
): (typeof EARLY_RULE_QUESTIONS)[number] | "existing-center" | null {
  const hasNoticeWord = hasWordNotAfter(words, NOTICE_WORDS, NOT_A_NOTICE_AFTER);
  const hasNoticeSubject = words.some(
    (word) => NOTICE_SUBJECTS.includes(word) && !(isAboutJob && JOB_CONTEXT_SUBJECTS.has(word)),
  );
  const hasNoticePhrase = NOTICE_PHRASES.some((phrase) => findPhrase(words, phrase.split(" ")).length > 0);
  if ((hasNoticeWord && hasNoticeSubject) || hasNoticePhrase) return "urgent-notice";

  const isAboutPay = isAboutJob || words.some((word) => PAY_WORDS.includes(word));
  const asksHowMuch = findPhrase(words, ["how", "much"]).some((start) => {
    const next = words[start + 2];
    return next === undefined || HOW_MUCH_PRICE_NEXT.has(next);
  });
  if ((hasWordNotAfter(words, COST_WORDS, NOT_A_COST_AFTER) || asksHowMuch) && !isAboutPay) return "pricing";
  if (!isAboutJob && isExistingAgency(words)) return "existing-center";
  return null;
}

/** Whether one of `list` is in `words` without one of the words `notAfter` names for it just before it. */
function hasWordNotAfter(
  words: readonly string[],
  list: readonly string[],
  notAfter: Readonly<Record<string, readonly string[]>>,
) {
  return words.some((word, index) => list.includes(word) && !notAfter[word]?.includes(words[index - 1] ?? ""));
}

/** The positions in `words` where `phrase` starts. */
export function findPhrase(words: readonly string[], phrase: readonly string[]) {
  const starts: number[] = [];
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, offset) => words[start + offset] === word)) starts.push(start);
  }
  return starts;
}
