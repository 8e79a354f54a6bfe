import type { z } from "zod";
import { firm as builtInFirm, type FirmDetails, formatAddress } from "~/content/site";
import type { QUESTION_IDS } from "./graph-ids";
import type {
  ChatOptionSchema,
  QuestionNodeSchema,
  ServiceIdSchema,
  ServiceRecommendationSchema,
} from "./graph-schema";

// The chat assistant's question graph and the services it recommends. Plain data: the engine
// walks it, the widget renders it, graph.test.ts checks that every path ends in a recommendation.

export type QuestionId = (typeof QUESTION_IDS)[number];
export type ServiceId = z.infer<typeof ServiceIdSchema>;
export type ChatOption = z.infer<typeof ChatOptionSchema>;
export type QuestionNode = z.infer<typeof QuestionNodeSchema>;
export type ServiceRecommendation = z.infer<typeof ServiceRecommendationSchema>;
/** Partial so that tests can hand the engine a small graph; the site's graph has every node. */
export type ChatGraph = Partial<Record<QuestionId, QuestionNode>>;

const toStart: ChatOption = { label: "Back to the start", nextQuestion: "start" };

/** The graph and the services as they read with `firm`'s details (the firm edits them in the content studio). */
export function chatContentFor(firm: FirmDetails): {
  graph: Record<QuestionId, QuestionNode>;
  services: Record<ServiceId, ServiceRecommendation>;
} {
  const weekdayHours = firm.hours[0] ? `${firm.hours[0].days}, ${firm.hours[0].time}` : "";
  const weekdays = firm.hours[0]?.days ?? "";
  const weekdayTime = firm.hours[0]?.time ?? "";
  const address = formatAddress(firm.address);
  const graph: Record<QuestionId, QuestionNode> = {
    start: {
      id: "start",
      text: "Hello! We help Minnesota EIDBI agencies get licensed, stay compliant and grow with confidence. We are an oversight firm, not a therapy provider. What brings you here today?",
      options: [
        { label: "I'm opening a new autism center", nextQuestion: "new-center" },
        { label: "I run an existing EIDBI agency", nextQuestion: "existing-center" },
        { label: "I'm looking for a specific service", nextQuestion: "specific-services" },
        { label: "I'm looking for a job with your team", nextQuestion: "careers" },
        { label: "I'd like to contact your team", nextQuestion: "contact" },
      ],
    },
    "new-center": {
      id: "new-center",
      text: "Opening a new center means licensing, hiring and program design all at once. We aim to have new agencies licensed in as little as 90 days. Where would you like to start?",
      options: [
        { label: "Licensing and DHS enrollment", service: "licensing" },
        { label: "Staffing and hiring plans", service: "staffing" },
        { label: "Designing the program", service: "program-development" },
      ],
    },
    "existing-center": {
      id: "existing-center",
      text: "For agencies already serving families, the work is staying compliant while you grow. What needs attention first?",
      options: [
        { label: "Staff training oversight", service: "training" },
        { label: "Supervision and documentation review", service: "supervision" },
        { label: "A general compliance consultation", service: "consultation" },
      ],
    },
    "specific-services": {
      id: "specific-services",
      text: "These are the services agencies ask us about most. Which one fits what you need?",
      options: [
        { label: "ABA program compliance", service: "aba" },
        { label: "Compliance consultation", service: "consultation" },
        { label: "Staff training oversight", service: "training" },
      ],
    },
    careers: {
      id: "careers",
      text: "We're glad you'd like to join us. We hire clinical professionals and administrative staff who care about doing things right. Which kind of role interests you?",
      options: [
        { label: "Clinical jobs", nextQuestion: "clinical-careers" },
        { label: "Administrative jobs", nextQuestion: "admin-careers" },
        { label: "Every open job", nextQuestion: "all-careers" },
      ],
    },
    "clinical-careers": {
      id: "clinical-careers",
      text: "Our clinical openings are Qualified Supervision Professional (QSP), Board Certified Behavior Analyst (BCBA), Speech-Language Pathologist (SLP) and Licensed Professional Clinical Counselor (LPCC).",
      options: [
        { label: "What these jobs require", nextQuestion: "career-qualifications" },
        { label: "How to apply for a job", nextQuestion: "careers-link" },
      ],
    },
    "admin-careers": {
      id: "admin-careers",
      text: "Our administrative opening is Customer Service Representative: the first voice agencies and job seekers hear when they reach out to us.",
      options: [
        { label: "What this job requires", nextQuestion: "admin-qualifications" },
        { label: "How to apply for a job", nextQuestion: "careers-link" },
      ],
    },
    "all-careers": {
      id: "all-careers",
      text: "We're hiring for Customer Service Representative, QSP, BCBA, SLP and LPCC positions. Don't see your role? You can send a general application.",
      options: [{ label: "How to apply for a job", nextQuestion: "careers-link" }, toStart],
    },
    "career-qualifications": {
      id: "career-qualifications",
      text: "Each clinical role needs the license or certification in its title, current and in good standing, plus experience serving autistic people and their families. Every posting on our Careers page lists its exact requirements.",
      options: [{ label: "How to apply for a job", nextQuestion: "careers-link" }, toStart],
    },
    "admin-qualifications": {
      id: "admin-qualifications",
      text: "We look for clear communication, good organization and, ideally, experience in behavioral health or autism services. The application asks whether you prefer remote work, the office, or both.",
      options: [{ label: "How to apply for a job", nextQuestion: "careers-link" }, toStart],
    },
    "careers-link": {
      id: "careers-link",
      text: "Applications go through our Careers page: pick a position and press Apply Now, or send a general application. Shall I take you there?",
      options: [{ label: "Open the Careers page", service: "careers-redirect" }, toStart],
    },
    contact: {
      id: "contact",
      text: `Happy to connect you with our team. We're available ${weekdayHours}. How would you like to reach us?`,
      options: [
        { label: "Our email address", nextQuestion: "email-contact" },
        { label: "Our phone number", nextQuestion: "phone-contact" },
        { label: "Our office address", nextQuestion: "location-contact" },
        { label: "All our contact details", nextQuestion: "all-contact" },
      ],
    },
    "email-contact": {
      id: "email-contact",
      text: `Email us at ${firm.email}. We reply within 1 to 2 business days.`,
      options: [
        { label: "Choose a consultation topic", nextQuestion: "quote-request" },
        { label: "The contact form", service: "contact-info" },
        toStart,
      ],
    },
    "phone-contact": {
      id: "phone-contact",
      text: `Call us at ${firm.phone}. We answer ${weekdayHours}; Saturdays are by appointment only.`,
      options: [
        { label: "Choose a consultation topic", nextQuestion: "quote-request" },
        { label: "Our most requested services", nextQuestion: "specific-services" },
        toStart,
      ],
    },
    "location-contact": {
      id: "location-contact",
      text: `Our office is at ${address}. Weekday visits are welcome during business hours; Saturdays are by appointment only.`,
      options: [
        { label: "Open the office in a map", service: "location-redirect" },
        { label: "Choose a consultation topic", nextQuestion: "quote-request" },
        toStart,
      ],
    },
    "all-contact": {
      id: "all-contact",
      text: `Email: ${firm.email}. Phone: ${firm.phone}. Office: ${address}. Hours: ${firm.hours
        .map((h) => `${h.days} ${h.time}`)
        .join("; ")}.`,
      options: [
        { label: "Choose a consultation topic", nextQuestion: "quote-request" },
        { label: "Our most requested services", nextQuestion: "specific-services" },
        { label: "Jobs with our team", nextQuestion: "careers" },
        { label: "The contact form", service: "contact-info" },
        toStart,
      ],
    },
    "quote-request": {
      id: "quote-request",
      text: "A consultation is the quickest way to a plan for your agency. What should it focus on?",
      options: [
        { label: "ABA program compliance", service: "aba" },
        { label: "Licensing support", service: "licensing" },
        { label: "Staff training oversight", service: "training" },
        { label: "Another service", nextQuestion: "specific-services" },
      ],
    },
    unclear: {
      id: "unclear",
      text: "I want to point you in the right direction. Which of these is closest to what you need?",
      options: [
        { label: "Our compliance services", nextQuestion: "specific-services" },
        { label: "Jobs with our team", nextQuestion: "careers" },
        { label: "Ways to contact us", nextQuestion: "contact" },
        { label: "Services by area of your agency", nextQuestion: "custom-needs" },
      ],
    },
    "custom-needs": {
      id: "custom-needs",
      text: "Tell me which part of your agency needs support, and I'll suggest where to start.",
      options: [
        { label: "Services for clinical programs", nextQuestion: "therapy-options" },
        { label: "Services for administration and billing", nextQuestion: "admin-options" },
        { label: "Services for staff and supervision", nextQuestion: "staff-options" },
      ],
    },
    "therapy-options": {
      id: "therapy-options",
      text: "We don't deliver therapy ourselves; we help your clinical programs meet EIDBI requirements. Which program?",
      options: [
        { label: "ABA program compliance", service: "aba" },
        { label: "Speech and occupational therapy programs", service: "speech-ot" },
        { label: "Building a new program", service: "program-development" },
      ],
    },
    "admin-options": {
      id: "admin-options",
      text: "Strong administration keeps audits calm. Which area would help most?",
      options: [
        { label: "Billing, payroll and scheduling", service: "billing" },
        { label: "Budget and compliance planning", service: "budget" },
        { label: "Data collection and compliance software", service: "data-collection" },
        { label: "A license compliance audit", service: "license-compliance" },
      ],
    },
    "staff-options": {
      id: "staff-options",
      text: "Your team is your compliance. Where do they need support?",
      options: [
        { label: "Training oversight for clinical staff", service: "training" },
        { label: "Training for administrative staff", service: "admin-training" },
        { label: "Supervision and documentation review", service: "supervision" },
        { label: "Remote BCBA assistance", service: "remote-support" },
        { label: "Staffing and hiring plans", service: "staffing" },
      ],
    },
    // Typed messages about an audit or licensing notice land here while the office is open (engine.ts decides)...
    "urgent-notice": {
      id: "urgent-notice",
      text: `A notice from DHS or an auditor is worth acting on today. Our office is open now: call us at ${firm.phone} and we can talk through the notice and its deadlines with you. Please keep the notice's details for the call rather than typing them here.`,
      options: [
        { label: `Call us now at ${firm.phone}`, service: "call-now" },
        { label: "Request a callback instead", service: "callback-request" },
        toStart,
      ],
    },
    // ...and here while it is closed.
    "urgent-notice-closed": {
      id: "urgent-notice-closed",
      text: `A notice from DHS or an auditor is worth acting on quickly. Our office is closed right now; we answer the phone ${weekdays}, ${weekdayTime} Central. Request a callback and we will call you back during office hours. Today, note the notice's response deadline and gather the records it asks for, without changing any of them.`,
      options: [
        { label: "Request a callback", service: "callback-request" },
        { label: "Choose a consultation topic", nextQuestion: "quote-request" },
        toStart,
      ],
    },
    pricing: {
      id: "pricing",
      text: "Every agency's needs differ, so we quote after a short consultation rather than from a price list. What shapes the price: which services you need (a mock audit, licensing support, training, ongoing oversight), how many sites, staff and client files are involved, your deadlines, and whether it is a one-time project or ongoing support.",
      options: [
        { label: "Request a consultation and quote", service: "consultation" },
        { label: "Our most requested services", nextQuestion: "specific-services" },
        toStart,
      ],
    },
  };
  const services: Record<ServiceId, ServiceRecommendation> = {
    licensing: {
      id: "licensing",
      title: "Licensing Support",
      description:
        "Guidance through EIDBI provider enrollment and licensing: the application, the policies DHS expects and the records that prove them. We aim to have new agencies licensed in as little as 90 days.",
      path: "/quote",
      category: "Licensing Support",
    },
    staffing: {
      id: "staffing",
      title: "Staffing and Hiring Guidance",
      description:
        "Plan the Level I, Level II and QP roles your agency needs, the credentials each must hold and the files that show it.",
      path: "/quote",
      category: "Consultation",
    },
    "program-development": {
      id: "program-development",
      title: "Program Development",
      description:
        "Shape your service model, intake process and policies so the program meets EIDBI requirements from the first day.",
      path: "/quote",
      category: "Program Development",
    },
    training: {
      id: "training",
      title: "Staff Training Oversight",
      description:
        "We review your training plan and records so every required training is complete, current and documented.",
      path: "/quote",
      category: "Staff Training",
    },
    supervision: {
      id: "supervision",
      title: "Clinical Supervision Review",
      description:
        "Level I, Level II and QP supervision and documentation review, so supervision hours and notes hold up in an audit.",
      path: "/quote",
      category: "Clinical Supervision",
    },
    consultation: {
      id: "consultation",
      title: "Compliance Consultation",
      description: "A focused conversation about where your agency stands today and what to fix first.",
      path: "/quote",
      category: "Consultation",
    },
    aba: {
      id: "aba",
      title: "ABA Program Compliance",
      description:
        "We don't provide therapy; we review how your ABA program documents assessments, treatment plans and progress against EIDBI rules.",
      path: "/quote",
      category: "ABA Therapy",
    },
    "speech-ot": {
      id: "speech-ot",
      title: "Speech and OT Program Compliance",
      description:
        "Compliance review for agencies offering speech or occupational therapy: credentials, documentation and billing that line up.",
      path: "/quote",
      category: "Speech Occupational Therapy",
    },
    billing: {
      id: "billing",
      title: "Billing, Payroll and Scheduling Compliance",
      description:
        "Check that schedules, timesheets and claims agree, so what you bill matches what was delivered and documented.",
      path: "/quote",
      category: "Billing Payroll Scheduling",
    },
    budget: {
      id: "budget",
      title: "Budget and Compliance Planning",
      description:
        "Build a budget that plans for the cost of compliance: training time, supervision, documentation and audit readiness.",
      path: "/quote",
      category: "Budget Development",
    },
    "admin-training": {
      id: "admin-training",
      title: "Administrative Staff Training",
      description:
        "Training for front-office and administrative staff on intake, records, privacy and billing procedures.",
      path: "/quote",
      category: "Administrative Staff Training",
    },
    "remote-support": {
      id: "remote-support",
      title: "Remote BCBA Assistance",
      description:
        "Remote help with supervision review and documentation questions for agencies that need BCBA-level oversight between site visits.",
      path: "/quote",
      category: "BCB Remote Assistance",
    },
    "license-compliance": {
      id: "license-compliance",
      title: "License Compliance Auditing",
      description:
        "An audit against your licensing requirements, followed by a corrective action plan for anything we find.",
      path: "/quote",
      category: "License Compliance Auditing",
    },
    "data-collection": {
      id: "data-collection",
      title: "Compliance Software Guidance",
      description:
        "Advice on choosing and setting up data collection and compliance software, and dashboards that show where you stand.",
      path: "/quote",
      category: "Data Collection Software",
    },
    "careers-redirect": {
      id: "careers-redirect",
      title: "Careers",
      description: "Our open positions and the application form.",
      path: "/careers",
      category: "Careers",
    },
    "location-redirect": {
      id: "location-redirect",
      title: "Visit Our Office",
      description: `A map search for our office at ${address}.`,
      path: firm.mapsUrl,
      category: "Contact",
    },
    "call-now": {
      id: "call-now",
      title: "Call Us Now",
      description: `We're in the office until ${weekdayTime.split(" to ")[1] ?? "closing"} Central today. Have the notice in front of you when you call.`,
      path: `tel:${firm.phoneHref}`,
      category: "Contact",
    },
    "callback-request": {
      id: "callback-request",
      title: "Request a Callback",
      description:
        "Leave your name, phone number and the notice's response deadline in the contact form (not the notice's details). We will call you back during office hours.",
      path: "/contact",
      category: "Contact",
    },
    "contact-info": {
      id: "contact-info",
      title: "Contact Our Team",
      description: "Send us a message through the contact form. We reply within 1 to 2 business days.",
      path: "/contact",
      category: "Contact",
    },
  };
  return { graph, services };
}

// The graph with the built-in details: its shape (ids, options) is the same whatever the details, so the tests and the
// analytics keys read it; the chat itself shows the one made with the site's current details.
const builtIn = chatContentFor(builtInFirm);
export const chatGraph = builtIn.graph;
export const services = builtIn.services;
