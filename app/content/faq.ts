import { firm, NOT_A_THERAPY_PROVIDER, RESPONSE_TIME } from "~/content/site";

export type FaqItem = {
  /** Stable slug; also the base of the element ids the page uses. */
  id: string;
  question: string;
  answer: string[];
};

export const faqHero = {
  eyebrow: "Frequently Asked Questions",
  title: "Answers for EIDBI Agency Leaders",
  description:
    "Straight answers to the questions agency owners, directors and administrators ask us most often. If yours is not here, our team is happy to help.",
};

export const faqItems: FaqItem[] = [
  {
    id: "what-we-do",
    question: "What does your firm do?",
    answer: [
      "We provide compliance and regulatory oversight to agencies that deliver Early Intensive Developmental and Behavioral Intervention (EIDBI) services in Minnesota. We audit, advise, train and help agencies build the systems that keep them compliant.",
    ],
  },
  {
    id: "therapy",
    question: "Do you provide autism therapy or EIDBI services to families?",
    answer: [
      NOT_A_THERAPY_PROVIDER,
      "Our clients are the agencies that provide those services. If you are a family looking for services, an enrolled EIDBI provider agency is the right place to start.",
    ],
  },
  {
    id: "who-we-work-with",
    question: "Which agencies do you work with?",
    answer: [
      "Owners, operators and directors of autism centers and EIDBI agencies, from teams preparing to open their first site to established agencies with several locations.",
    ],
  },
  {
    id: "audit-includes",
    question: "What does an EIDBI compliance audit include?",
    answer: [
      "An audit looks at a sample of client files and service documentation, staff qualifications and supervision records, your policies and procedures, and how documentation supports billing. You receive written findings ranked by risk and a plan for what to address first.",
    ],
  },
  {
    id: "licensing",
    question: "Can you help a new agency get licensed?",
    answer: [
      "Yes. We help new agencies understand the requirements, prepare their policies and documentation, and track every step. Some agencies we have supported were licensed in as little as 90 days. Timelines depend on your readiness and on the state's review, so we cannot promise a date.",
    ],
  },
  {
    id: "supervision",
    question: "Do you review supervision for Level I, Level II and QP staff?",
    answer: [
      "Yes. We review supervision and documentation for Level I, Level II and QP staff: whether supervision happens as required, whether it is recorded, and whether the records connect to each child's plan. Supervisors receive practical feedback, not just a score.",
    ],
  },
  {
    id: "compliance-officer",
    question: "Can you act as our compliance officer?",
    answer: [
      "We offer both options. We can help you set up an internal compliance officer, from defining the role to training the person in it, or we can act as your external oversight officer with regular reviews and reports to leadership.",
    ],
  },
  {
    id: "audit-preparation",
    question: "We have a review coming up. Can you help us prepare?",
    answer: [
      "Yes. We run readiness checks on your documentation, help you put together what reviewers usually ask for, and, if there are findings, help you write and carry out a corrective action plan.",
    ],
  },
  {
    id: "translation",
    question: "Do you translate documentation for families?",
    answer: [
      "Yes. We translate family-facing documentation such as consent forms, notices and plan summaries, and help you keep translated versions up to date when the English originals change.",
    ],
  },
  {
    id: "legal-advice",
    question: "Is your guidance legal advice?",
    answer: [
      "No. We give practical compliance guidance based on our experience with EIDBI programs. For legal questions, please consult an attorney. Your agency remains responsible for its own licensing, billing and service decisions.",
    ],
  },
  {
    id: "response-time",
    question: "How quickly will you respond to my inquiry?",
    answer: [
      `We respond to every consultation request and message within ${RESPONSE_TIME}.`,
      `Our office hours: ${firm.hours.map((h) => `${h.days}, ${h.time.charAt(0).toLowerCase()}${h.time.slice(1)}`).join("; ")}.`,
    ],
  },
  {
    id: "get-started",
    question: "How do we get started?",
    answer: [
      "Send us a consultation request or a message. We will set up a short conversation about your agency and your goals, then suggest where to begin, whether that is an audit, training or ongoing oversight.",
    ],
  },
];

export const faqClosing = {
  title: "Still have a question?",
  body: "Send us a note and a member of our team will get back to you.",
  link: { label: "Contact Us", path: "/contact" },
};

/** Title and description for search results and link previews. */
export const faqMeta = {
  title: "Frequently Asked Questions",
  description:
    "Answers for EIDBI agency owners and directors: what a compliance audit covers, licensing help, supervision review, Compliance Officer support, translation and how quickly we respond.",
  path: "/faq",
};
