import { firm as builtInFirm, type FirmDetails, formatAddress } from "~/content/site";
import { earlyRuleQuestion, findPhrase } from "./early-rules";
import type { QuestionId, ServiceId } from "./graph";

// Intent detection for typed messages. Three questions are answered before the keyword rules, because the
// generic menu would fail the visitor asking them (all at confidence 0.8, like a mapping keyword):
//   0a. an audit or licensing notice (a notice word with a regulator's or auditor's word, or an urgent word with one)
//       → urgent-notice: the engine shows the phone number while the office is open, a callback request otherwise;
//   0b. a question about price (a cost word, not about a job's pay) → pricing;
//   0c. a visitor who already runs an agency ("an existing agency", "we run an EIDBI center") → existing-center.
// They read their words in context (early-rules.ts holds them and their word lists).
// Then the keyword rules, in order:
//   1. multi-word keywords found in the text add MULTI_WORD_BONUS to their category's score (single words add 1);
//   2. the first keyword of the fixed mapping table found in the text wins: its question at 0.8, or, when the
//      table points at a service ("service:<id>"), that service at 0.9;
//   3. otherwise the best category score wins at 0.7 (ties go to the earlier of career, contact, location, service);
//   4. otherwise the intent is unclear at 0.5.
//
// Matching is on whole words after lower-casing and turning punctuation into spaces, so "ABA," and "  ABA!"
// match "aba" while "abandoned" does not. Substring matching would read "aba" in "abandoned", "bill" in
// "billion" and "contact" in "contactless"; each keyword therefore lists the word forms it accepts
// ("licensed", "licensure", "retraining") instead. Words that are part of a multi-word keyword found in the
// text are read as that phrase only: "email address" is a way to contact us, not a question about our address.

export type IntentCategory = "career" | "contact" | "location" | "service";
export type IntentType = IntentCategory | "unclear" | "question";

export type IntentResult = {
  type: IntentType;
  confidence: number;
  /** The node the conversation should move to; null sends the chat to the unclear node. */
  questionId: QuestionId | null;
  serviceId?: ServiceId;
};

export const CONFIDENCE = { service: 0.9, keyword: 0.8, category: 0.7, unclear: 0.5 } as const;
export const MULTI_WORD_BONUS = 2;

type MappingTarget = QuestionId | `service:${ServiceId}`;
type KeywordMapping = { keyword: string; forms: readonly string[]; target: MappingTarget };

/**
 * The fixed mapping table. Its order decides between two keywords in one message: a job seeker comes first,
 * then keywords that name a single service, then broader ones, and the ways to reach us last.
 */
export const KEYWORD_MAP: readonly KeywordMapping[] = [
  { keyword: "jobs", forms: ["job", "jobs"], target: "careers" },
  {
    keyword: "licensing",
    forms: ["license", "licenses", "licensed", "licensing", "licensure", "licence", "licenced"],
    target: "new-center",
  },
  { keyword: "remote", forms: ["remote", "remotely"], target: "service:remote-support" },
  { keyword: "speech", forms: ["speech"], target: "service:speech-ot" },
  { keyword: "billing", forms: ["billing", "billed", "bills"], target: "service:billing" },
  { keyword: "budget", forms: ["budget", "budgets", "budgeting"], target: "service:budget" },
  { keyword: "software", forms: ["software"], target: "service:data-collection" },
  { keyword: "ABA", forms: ["aba"], target: "specific-services" },
  {
    keyword: "supervision",
    forms: ["supervision", "supervise", "supervising", "supervisor", "supervisors", "supervisory"],
    target: "existing-center",
  },
  {
    keyword: "training",
    forms: ["train", "trains", "trained", "training", "trainings", "retrain", "retraining"],
    target: "staff-options",
  },
  { keyword: "staffing", forms: ["staff", "staffing", "staffed", "understaffed"], target: "staff-options" },
  { keyword: "contact", forms: ["contact", "contacting"], target: "contact" },
  { keyword: "address", forms: ["address"], target: "location-contact" },
];

/** Category keywords: single words add 1, phrases (with a space) add MULTI_WORD_BONUS. */
export const CATEGORY_KEYWORDS: Record<IntentCategory, readonly string[]> = {
  career: [
    "career",
    "careers",
    "hiring",
    "employment",
    "apply",
    "applying",
    "application",
    "resume",
    "position",
    "positions",
    "openings",
    "vacancy",
    "vacancies",
    "work for you",
    "work for your",
    "join your team",
    "join the team",
    "are you hiring",
    "looking for work",
    "part time",
    "full time",
  ],
  contact: [
    "phone",
    "call",
    "calling",
    "email",
    "emails",
    "reach",
    "talk",
    "speak",
    "message",
    "e mail",
    "e mail address",
    "email address",
    "phone number",
    "get in touch",
    "talk to someone",
    "speak with someone",
    "call me",
    "call back",
    "reach out",
    "reach you",
  ],
  location: [
    "location",
    "locations",
    "located",
    "office",
    "offices",
    "directions",
    "map",
    "maps",
    "parking",
    "where are you",
    "where is your",
    "where s your",
    "where is the office",
    "how do i get there",
    "visit you",
    "visit your office",
    "come by",
    "stop by",
    "drop by",
    "in person",
  ],
  service: [
    "compliance",
    "compliant",
    "audit",
    "audits",
    "auditing",
    "policy",
    "policies",
    "documentation",
    "translation",
    "translate",
    "dashboard",
    "dashboards",
    "consultation",
    "consult",
    "consulting",
    "expansion",
    "expand",
    "oversight",
    "eidbi",
    "dhs",
    "medicaid",
    "services",
    "corrective action",
    "audit preparation",
    "mock audit",
    "site visit",
    "compliance officer",
    "policy development",
    "program development",
    "quality assurance",
    "new center",
    "open a center",
    "opening a center",
    "start a center",
  ],
};

/** Words that make a message about a job (the jobs keyword's forms and the career category's single words). */
const JOB_WORDS: ReadonlySet<string> = new Set([
  ...(KEYWORD_MAP.find((entry) => entry.keyword === "jobs")?.forms ?? []),
  ...CATEGORY_KEYWORDS.career.filter((keyword) => !keyword.includes(" ")),
]);

const CATEGORY_ORDER: readonly IntentCategory[] = ["career", "contact", "location", "service"];

/** The node each category leads to when it wins on score (rule 3). */
export const CATEGORY_QUESTIONS: Record<IntentCategory, QuestionId> = {
  career: "careers",
  contact: "contact",
  location: "location-contact",
  service: "specific-services",
};

export type FallbackReplies = Record<IntentCategory | "unclear", string>;

/**
 * What the assistant says when an intent has no question node to move to, with `firm`'s details; the unclear node's
 * options follow.
 */
export function fallbackRepliesFor(firm: FirmDetails): FallbackReplies {
  return {
    career: "It sounds like you may be interested in working with us; our Careers page lists every open position.",
    contact: `You can reach our team at ${firm.email} or ${firm.phone}.`,
    location: `Our office is at ${formatAddress(firm.address)}.`,
    service:
      "We help EIDBI agencies with licensing, compliance audits, supervision review, training oversight and more.",
    unclear: "I'm not quite sure I understood.",
  };
}

/** The fallbacks with the built-in details (tests; the chat uses the site's current details). */
export const FALLBACK_REPLIES = fallbackRepliesFor(builtInFirm);

/** Lower-cases and replaces every run of punctuation or spacing with one space. */
export function normalize(text: string) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const UNCLEAR: IntentResult = { type: "unclear", confidence: CONFIDENCE.unclear, questionId: null };

export function detectIntent(text: string): IntentResult {
  const words = normalize(text).split(" ").filter(Boolean);
  if (words.length === 0) return UNCLEAR;

  // Rules 0a, 0b and 0c.
  const early = earlyRuleQuestion(
    words,
    words.some((word) => JOB_WORDS.has(word)),
  );
  if (early) return { type: "question", confidence: CONFIDENCE.keyword, questionId: early };

  // Rule 1: phrases first; the words they cover are not read again on their own.
  const scores: Record<IntentCategory, number> = { career: 0, contact: 0, location: 0, service: 0 };
  const covered = new Set<number>();
  for (const category of CATEGORY_ORDER) {
    for (const phrase of CATEGORY_KEYWORDS[category]) {
      if (!phrase.includes(" ")) continue;
      const starts = findPhrase(words, phrase.split(" "));
      if (starts.length === 0) continue;
      scores[category] += MULTI_WORD_BONUS;
      const length = phrase.split(" ").length;
      for (const start of starts) for (let i = start; i < start + length; i++) covered.add(i);
    }
  }
  const singleWords = new Set(words.filter((_, index) => !covered.has(index)));

  // Rule 2: the fixed mapping table.
  const mapping = KEYWORD_MAP.find((entry) => entry.forms.some((form) => singleWords.has(form)));
  if (mapping) {
    if (mapping.target.startsWith("service:")) {
      const serviceId = mapping.target.slice("service:".length) as ServiceId;
      return { type: "service", confidence: CONFIDENCE.service, questionId: null, serviceId };
    }
    return { type: "question", confidence: CONFIDENCE.keyword, questionId: mapping.target as QuestionId };
  }

  // Rule 3: the best category score.
  for (const category of CATEGORY_ORDER) {
    for (const keyword of CATEGORY_KEYWORDS[category]) {
      if (!keyword.includes(" ") && singleWords.has(keyword)) scores[category] += 1;
    }
  }
  let best: IntentCategory | undefined;
  for (const category of CATEGORY_ORDER) {
    if (scores[category] > 0 && (best === undefined || scores[category] > scores[best])) best = category;
  }
  if (best) return { type: best, confidence: CONFIDENCE.category, questionId: CATEGORY_QUESTIONS[best] };

  // Rule 4.
  return UNCLEAR;
}
