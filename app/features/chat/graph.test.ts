import { describe, expect, test } from "vitest";
import { firm, formatAddress } from "~/content/site";
import { EARLY_RULE_QUESTIONS } from "./early-rules";
import { recommendationHref } from "./engine";
import { type ChatOption, chatGraph, type QuestionId, type ServiceId, services } from "./graph";
import { QUESTION_IDS, SERVICE_IDS } from "./graph-ids";
import { ChatGraphSchema, ServiceRecommendationSchema } from "./graph-schema";
import { CATEGORY_QUESTIONS, KEYWORD_MAP } from "./intents";

const nodes = Object.values(chatGraph);
const nextQuestions = (options: ChatOption[]) =>
  options.flatMap((option) => ("nextQuestion" in option ? [option.nextQuestion] : []));
const servicesOf = (options: ChatOption[]) =>
  options.flatMap((option) => ("service" in option ? [option.service] : []));

describe("the question graph", () => {
  test("matches the graph schema: every node present under its own id, with text and options", () => {
    expect(ChatGraphSchema.safeParse(chatGraph).error?.issues).toBeUndefined();
    expect(Object.keys(chatGraph).sort()).toEqual([...QUESTION_IDS].sort());
  });

  test("the schema rejects a dangling option, a missing node and a dead end", () => {
    const dangling = structuredClone(chatGraph);
    (dangling.start.options[0] as { nextQuestion: string }).nextQuestion = "nowhere";
    expect(ChatGraphSchema.safeParse(dangling).success).toBe(false);

    const { careers: _removed, ...missing } = chatGraph;
    expect(ChatGraphSchema.safeParse(missing).success).toBe(false);

    const deadEnd = structuredClone(chatGraph);
    deadEnd["careers-link"].options = [];
    expect(ChatGraphSchema.safeParse(deadEnd).success).toBe(false);
  });

  test("every option leads to an existing node or a known service", () => {
    for (const node of nodes) {
      for (const option of node.options) {
        if ("nextQuestion" in option)
          expect(QUESTION_IDS, `${node.id} → ${option.label}`).toContain(option.nextQuestion);
        else expect(SERVICE_IDS, `${node.id} → ${option.label}`).toContain(option.service);
      }
    }
  });

  // The targets each node offers, as the firm specified the question graph.
  test.each<[QuestionId, QuestionId[], ServiceId[]]>([
    ["start", ["new-center", "existing-center", "specific-services", "careers", "contact"], []],
    ["new-center", [], ["licensing", "staffing", "program-development"]],
    ["existing-center", [], ["training", "supervision", "consultation"]],
    ["specific-services", [], ["aba", "consultation", "training"]],
    ["careers", ["clinical-careers", "admin-careers", "all-careers"], []],
    ["careers-link", ["start"], ["careers-redirect"]],
    ["quote-request", ["specific-services"], ["aba", "licensing", "training"]],
    ["unclear", ["specific-services", "careers", "contact", "custom-needs"], []],
    ["custom-needs", ["therapy-options", "admin-options", "staff-options"], []],
  ])("%s offers the targets the spec gives", (id, questions, serviceIds) => {
    expect(nextQuestions(chatGraph[id].options)).toEqual(questions);
    expect(servicesOf(chatGraph[id].options)).toEqual(serviceIds);
  });

  test("the career nodes lead to qualifications and the careers link", () => {
    expect(nextQuestions(chatGraph["clinical-careers"].options)).toContain("career-qualifications");
    expect(nextQuestions(chatGraph["admin-careers"].options)).toContain("admin-qualifications");
    expect(nextQuestions(chatGraph["all-careers"].options)).toContain("careers-link");
  });

  test("the contact nodes lead only to services, a quote request, careers or the start", () => {
    expect(nextQuestions(chatGraph.contact.options)).toEqual([
      "email-contact",
      "phone-contact",
      "location-contact",
      "all-contact",
    ]);
    for (const id of ["email-contact", "phone-contact", "location-contact", "all-contact"] as const) {
      for (const target of nextQuestions(chatGraph[id].options)) {
        expect(["specific-services", "quote-request", "careers", "start"]).toContain(target);
      }
    }
  });

  test("the option-only sub-menus offer services only", () => {
    for (const id of ["therapy-options", "admin-options", "staff-options"] as const) {
      expect(nextQuestions(chatGraph[id].options), id).toEqual([]);
      expect(servicesOf(chatGraph[id].options).length, id).toBeGreaterThan(0);
    }
  });

  test("every node is reachable from the start, by options or by typing", () => {
    const byOptions = reachableFrom(["start"]);
    // The unclear branch has no way in from the start's options, by design: typed text is its entrance
    // (an unrecognised message, and the keywords that point into custom-needs' sub-menus).
    const typedEntrances = [
      "unclear" as const,
      ...EARLY_RULE_QUESTIONS,
      "urgent-notice-closed" as const, // the urgent notice's node outside office hours (engine.ts)
      ...Object.values(CATEGORY_QUESTIONS),
      ...KEYWORD_MAP.flatMap((entry) => (entry.target.startsWith("service:") ? [] : [entry.target as QuestionId])),
    ];
    const all = reachableFrom(["start", ...typedEntrances]);
    expect([...all].sort()).toEqual([...QUESTION_IDS].sort());
    expect(QUESTION_IDS.filter((id) => !byOptions.has(id)).sort()).toEqual(
      [
        "admin-options",
        "custom-needs",
        "staff-options",
        "therapy-options",
        "unclear",
        "urgent-notice",
        "urgent-notice-closed",
        "pricing",
      ].sort(),
    );
  });

  test("no dead ends: from every node a recommendation or redirect can be reached", () => {
    for (const id of QUESTION_IDS) {
      const reachable = [...reachableFrom([id])];
      const offersService = reachable.some((node) => servicesOf(chatGraph[node].options).length > 0);
      expect(offersService, id).toBe(true);
    }
  });

  test("every service is offered somewhere: by an option or a typed keyword", () => {
    const offered = new Set<string>(nodes.flatMap((node) => servicesOf(node.options)));
    for (const entry of KEYWORD_MAP) if (entry.target.startsWith("service:")) offered.add(entry.target.slice(8));
    expect([...offered].sort()).toEqual([...SERVICE_IDS].sort());
  });

  test("the contact nodes give the firm's own details from the site config", () => {
    expect(chatGraph["email-contact"].text).toContain(firm.email);
    expect(chatGraph["phone-contact"].text).toContain(firm.phone);
    expect(chatGraph["location-contact"].text).toContain(formatAddress());
    for (const detail of [firm.email, firm.phone, formatAddress(), "7:30 AM to 8:00 PM"]) {
      expect(chatGraph["all-contact"].text).toContain(detail);
    }
  });
});

describe("the option labels", () => {
  // A label must say where it leads: "working with you" reads as hiring the firm to an agency owner.
  test("the start menu's jobs option names jobs", () => {
    const jobs = chatGraph.start.options.find((o) => "nextQuestion" in o && o.nextQuestion === "careers");
    expect(jobs?.label).toMatch(/\bjobs?\b|\bcareers?\b/i);
    expect(jobs?.label).not.toMatch(/working with you/i);
  });

  test("every option that leads to the careers nodes names jobs, careers or applying", () => {
    const careerNodes = new Set<string>([
      "careers",
      "clinical-careers",
      "admin-careers",
      "all-careers",
      "careers-link",
    ]);
    for (const node of nodes) {
      for (const option of node.options) {
        const leadsToCareers =
          ("nextQuestion" in option && careerNodes.has(option.nextQuestion)) ||
          ("service" in option && option.service === "careers-redirect");
        if (leadsToCareers) expect(option.label, `${node.id}: ${option.label}`).toMatch(/\bjobs?\b|careers?|apply/i);
      }
    }
  });

  test("no label is a bare answer that only makes sense after the question", () => {
    const vague = /^(yes|no|by email|by phone|something else|show me everything|more)\b/i;
    for (const node of nodes) for (const option of node.options) expect(option.label).not.toMatch(vague);
  });
});

describe("the service recommendations", () => {
  // Each recommended service sends the visitor to the quote form with the category the firm chose for it.
  test.each<[ServiceId, string, string]>([
    ["licensing", "Licensing Support", "/quote?category=Licensing%20Support"],
    ["staffing", "Consultation", "/quote?category=Consultation"],
    ["program-development", "Program Development", "/quote?category=Program%20Development"],
    ["training", "Staff Training", "/quote?category=Staff%20Training"],
    ["supervision", "Clinical Supervision", "/quote?category=Clinical%20Supervision"],
    ["consultation", "Consultation", "/quote?category=Consultation"],
    ["aba", "ABA Therapy", "/quote?category=ABA%20Therapy"],
    ["speech-ot", "Speech Occupational Therapy", "/quote?category=Speech%20Occupational%20Therapy"],
    ["billing", "Billing Payroll Scheduling", "/quote?category=Billing%20Payroll%20Scheduling"],
    ["budget", "Budget Development", "/quote?category=Budget%20Development"],
    ["admin-training", "Administrative Staff Training", "/quote?category=Administrative%20Staff%20Training"],
    ["remote-support", "BCB Remote Assistance", "/quote?category=BCB%20Remote%20Assistance"],
    ["license-compliance", "License Compliance Auditing", "/quote?category=License%20Compliance%20Auditing"],
    ["data-collection", "Data Collection Software", "/quote?category=Data%20Collection%20Software"],
    ["careers-redirect", "Careers", "/careers"],
    ["location-redirect", "Contact", firm.mapsUrl],
    ["contact-info", "Contact", "/contact"],
    ["call-now", "Contact", `tel:${firm.phoneHref}`],
    ["callback-request", "Contact", "/contact"],
  ])("%s: category %s, action %s", (id, category, href) => {
    const service = services[id];
    expect(ServiceRecommendationSchema.parse(service)).toEqual(service);
    expect(service.id).toBe(id);
    expect(service.category).toBe(category);
    expect(recommendationHref(service)).toBe(href);
  });

  test("there are the 17 services of the spec, plus a call and a callback for an urgent notice", () => {
    expect(Object.keys(services).sort()).toEqual([...SERVICE_IDS].sort());
    expect(SERVICE_IDS).toHaveLength(19);
  });
});

function reachableFrom(roots: readonly QuestionId[]) {
  const seen = new Set<QuestionId>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...nextQuestions(chatGraph[id].options));
  }
  return seen;
}
