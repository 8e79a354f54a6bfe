import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { chatGraph, type QuestionId, type ServiceId, services } from "./graph";
import {
  CATEGORY_KEYWORDS,
  CONFIDENCE,
  detectIntent,
  type IntentResult,
  type IntentType,
  KEYWORD_MAP,
  normalize,
} from "./intents";

type Row = [text: string, type: IntentType, confidence: number, questionId: QuestionId | null, serviceId?: ServiceId];

describe("detectIntent", () => {
  test.each<Row>([
    // Rule 0a: an audit or licensing notice → urgent-notice, 0.8, ahead of every other rule.
    ["We got a DHS audit letter yesterday, help", "question", 0.8, "urgent-notice"],
    ["we received a licensing notice", "question", 0.8, "urgent-notice"],
    ["DHS notified us of an investigation", "question", 0.8, "urgent-notice"],
    ["We were issued a correction order", "question", 0.8, "urgent-notice"],
    ["URGENT: audit on Monday!", "question", 0.8, "urgent-notice"],
    ["letter from the auditor about our billing", "question", 0.8, "urgent-notice"],
    // ...but neither word alone is a notice.
    ["we just got our license", "question", 0.8, "new-center"],
    ["I need a letter of reference for a job", "question", 0.8, "careers"],
    // ...nor a job seeker's letter, review or application, however urgent.
    ["Can you review my cover letter before I apply?", "career", 0.7, "careers"],
    ["Urgent: is my application under review?", "career", 0.7, "careers"],
    ["urgent question about my job application", "question", 0.8, "careers"],
    ["I need a reference letter for my licensing board", "question", 0.8, "new-center"],
    // ...while an agency's urgent licensing review still is one.
    ["urgent licensing review", "question", 0.8, "urgent-notice"],
    // Rule 0b: a price question → pricing, 0.8.
    ["How much does a mock audit cost?", "question", 0.8, "pricing"],
    ["What are your fees for licensing support?", "question", 0.8, "pricing"],
    ["pricing", "question", 0.8, "pricing"],
    ["Can I get a quote for ABA compliance?", "question", 0.8, "pricing"],
    ["how much do you charge", "question", 0.8, "pricing"],
    ["Do you charge for a mock audit?", "question", 0.8, "pricing"],
    ["What are your rates?", "question", 0.8, "pricing"],
    ["how much is a mock audit", "question", 0.8, "pricing"],
    ["How much for licensing support?", "question", 0.8, "pricing"],
    // ...but "how much" of something, "in charge of" and a measure's rates are not prices.
    ["how much supervision does a Level I staff member need", "question", 0.8, "existing-center"],
    ["How much training do new hires need?", "question", 0.8, "staff-options"],
    ["who is in charge of supervision at our agency", "question", 0.8, "existing-center"],
    ["our claim denial rates keep rising in billing", "service", 0.9, null, "billing"],
    ["our staff turnover rates are high", "question", 0.8, "staff-options"],
    // ...unless it is about a job's pay.
    ["How much does the BCBA job pay?", "question", 0.8, "careers"],
    ["what's the salary for the QSP position", "career", 0.7, "careers"],
    // Rule 0c: a visitor who already runs an agency → existing-center, 0.8, ahead of the keyword rules' "licensing".
    ["we are an existing agency with a DHS licensing audit", "question", 0.8, "existing-center"],
    ["We're an established EIDBI agency and need help with licensing", "question", 0.8, "existing-center"],
    ["I run an autism center in Duluth", "question", 0.8, "existing-center"],
    ["our agency is already licensed, we need compliance help", "question", 0.8, "existing-center"],
    // ...but a notice or a price still comes first, a new agency is new, and a job seeker's agency is not theirs.
    ["existing agency, we got a DHS audit letter", "question", 0.8, "urgent-notice"],
    ["we are an existing agency: what are your fees?", "question", 0.8, "pricing"],
    ["we want to open a new agency and need licensing", "question", 0.8, "new-center"],
    ["I'm looking for a job at an established agency", "question", 0.8, "careers"],
    // Rule 2: a keyword of the mapping table → its question, 0.8 (inflected forms included).
    ["we need help getting licensed", "question", 0.8, "new-center"],
    ["How long does LICENSING take?", "question", 0.8, "new-center"],
    ["Licensure for a new EIDBI agency", "question", 0.8, "new-center"],
    ["Are there any jobs available?", "question", 0.8, "careers"],
    ["job", "question", 0.8, "careers"],
    ["We need ABA help", "question", 0.8, "specific-services"],
    ["ABA's documentation rules", "question", 0.8, "specific-services"],
    ["Our supervisors need a review", "question", 0.8, "existing-center"],
    ["supervision notes for Level II", "question", 0.8, "existing-center"],
    ["Training for new hires", "question", 0.8, "staff-options"],
    ["retraining after an audit finding", "question", 0.8, "staff-options"],
    ["we are understaffed", "question", 0.8, "staff-options"],
    ["How do I contact you?", "question", 0.8, "contact"],
    ["What is your address?", "question", 0.8, "location-contact"],
    // Rule 2 with a service-prefixed target → that service, 0.9.
    ["speech therapy compliance", "service", 0.9, null, "speech-ot"],
    ["Billing questions", "service", 0.9, null, "billing"],
    ["help with our budget", "service", 0.9, null, "budget"],
    ["which software should we use?", "service", 0.9, null, "data-collection"],
    ["remote BCBA support", "service", 0.9, null, "remote-support"],
    // The table's order decides between two keywords.
    ["Can supervision be done remotely?", "service", 0.9, null, "remote-support"],
    ["I'm looking for a job in ABA", "question", 0.8, "careers"],
    ["training on licensing paperwork", "question", 0.8, "new-center"],
    ["I want to contact you about billing", "service", 0.9, null, "billing"],
    // A phrase is read as a phrase: the words it covers are not mapping keywords on their own.
    ["What's your email address?", "contact", 0.7, "contact"],
    ["e-mail address", "contact", 0.7, "contact"],
    // Rule 3: the best category score, 0.7.
    ["Are you hiring?", "career", 0.7, "careers"],
    ["I'd like to work for your company", "career", 0.7, "careers"],
    ["Can I send my resume?", "career", 0.7, "careers"],
    ["What's your phone number?", "contact", 0.7, "contact"],
    ["Can someone call me back", "contact", 0.7, "contact"],
    ["Where are you located?", "location", 0.7, "location-contact"],
    ["directions to your office", "location", 0.7, "location-contact"],
    ["Do you offer compliance audits?", "service", 0.7, "specific-services"],
    ["We're preparing for a DHS site visit", "service", 0.7, "specific-services"],
    ["we need a corrective action plan", "service", 0.7, "specific-services"],
    // One phrase (2) outweighs one single word (1) of another category...
    ["I'd like to get in touch about an audit", "contact", 0.7, "contact"],
    // ...two single words beat one, and a tie goes to the earlier category (career, contact, location, service).
    ["I want to email my resume and call your office", "contact", 0.7, "contact"],
    ["Can I apply by email?", "career", 0.7, "careers"],
    ["where is your office, for an in person meeting", "location", 0.7, "location-contact"],
    // Rule 4: nothing matches → unclear, 0.5, no question (the chat then shows the unclear node).
    ["hello", "unclear", 0.5, null],
    ["", "unclear", 0.5, null],
    ["   !!!   ", "unclear", 0.5, null],
    ["asdf qwerty", "unclear", 0.5, null],
    // Whole words only: a keyword inside a longer word is not that keyword.
    ["the project was abandoned", "unclear", 0.5, null],
    ["a billion reasons", "unclear", 0.5, null],
    ["contactless payments", "unclear", 0.5, null],
    // Case, punctuation and spacing never break a match.
    ["  LICENSING!!!  ", "question", 0.8, "new-center"],
    ["ABA,speech", "service", 0.9, null, "speech-ot"],
    ["e-mail", "contact", 0.7, "contact"],
    ["Staff-training", "question", 0.8, "staff-options"],
    ["job\n\n   openings", "question", 0.8, "careers"],
  ])("%j → %s %d %s %s", (text, type, confidence, questionId, serviceId) => {
    const expected: IntentResult = { type, confidence, questionId };
    if (serviceId) expected.serviceId = serviceId;
    expect(detectIntent(text)).toEqual(expected);
  });

  test("the mapping table covers the thirteen keywords of the spec and points at real nodes and services", () => {
    expect(KEYWORD_MAP.map((entry) => entry.keyword.toLowerCase()).sort()).toEqual(
      [
        "licensing",
        "staffing",
        "training",
        "aba",
        "speech",
        "billing",
        "budget",
        "software",
        "supervision",
        "remote",
        "jobs",
        "contact",
        "address",
      ].sort(),
    );
    for (const { keyword, forms, target } of KEYWORD_MAP) {
      expect(forms, keyword).toContain(normalize(keyword));
      if (target.startsWith("service:")) expect(Object.keys(services)).toContain(target.slice(8));
      else expect(Object.keys(chatGraph)).toContain(target);
    }
  });

  test("phrases only contain a mapping keyword where the phrase means something else", () => {
    const forms = new Set(KEYWORD_MAP.flatMap((entry) => entry.forms));
    const overlapping = Object.values(CATEGORY_KEYWORDS)
      .flat()
      .filter((keyword) => keyword.includes(" ") && keyword.split(" ").some((word) => forms.has(word)));
    expect(overlapping.sort()).toEqual(["e mail address", "email address"]);
  });

  test("every keyword is already normalized, so it can match", () => {
    for (const keyword of Object.values(CATEGORY_KEYWORDS).flat()) expect(normalize(keyword)).toBe(keyword);
  });

  test("any text gives one of the four confidences and never throws", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        const { type, confidence, questionId, serviceId } = detectIntent(text);
        expect(Object.values(CONFIDENCE)).toContain(confidence);
        if (type === "unclear") expect(questionId).toBeNull();
        if (serviceId) expect(confidence).toBe(CONFIDENCE.service);
      }),
    );
  });

  test("punctuation, case and spacing around a keyword never change the result", () => {
    const separator = fc.stringMatching(/^[\s.,;:!?()"'-]{1,4}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...KEYWORD_MAP.flatMap((entry) => entry.forms)),
        separator,
        separator,
        fc.boolean(),
        (form, before, after, isUpper) => {
          const word = isUpper ? form.toUpperCase() : form;
          expect(detectIntent(`${before}${word}${after}`)).toEqual(detectIntent(form));
        },
      ),
    );
  });
});
