import type { ResourceCategory } from "~/lib/content-sections";

/**
 * Resource library. Every guide the library page lists has a page of its own, `/resources/<id>`, which prints as a
 * clean copy (the Download Resource button). The guides below are the content studio's seed
 * (app/.server/content/seed.ts): the firm adds and edits guides in the studio.
 */

export type ResourceSection = { heading: string; paragraphs: string[]; items?: string[] };

export type Resource = {
  id: string;
  title: string;
  category: ResourceCategory;
  /** One or two sentences: shown on the library page and as the page description. */
  summary: string;
  body: ResourceSection[];
};

export const resourcesHero = {
  eyebrow: "Compliance Resources",
  title: "Guides and Tools for EIDBI Agencies",
  description:
    "Practical guides, checklists and templates our team has put together for agency owners, clinical leaders and administrators.",
};

export const resourceCategoryIntros: Record<ResourceCategory, string> = {
  "ABA Resources": "Guides for running applied behavior analysis services within EIDBI expectations.",
  "Licensing Resources": "What licensing asks of your agency, and how to keep the evidence ready.",
  "Training & Hiring Resources": "Building and developing a qualified, well-supervised team.",
  "Onboarding & FAQs": "Getting a new center started, and quick answers to common questions.",
};

export const resourcesCallToAction = {
  title: "Want help applying these to your agency?",
  body: "A guide is a starting point. We can review your own documents and help you put the right systems in place.",
  link: { label: "Start Your Compliance Consultation", path: "/quote" },
};

/** Under the Download Resource button, which opens the browser's print dialog. */
export const DOWNLOAD_NOTE = "Opens a print-ready copy: print it, or choose Save as PDF in the print dialog.";

export const resources: Resource[] = [
  {
    id: "aba-therapy-guide",
    title: "ABA Therapy Guide for EIDBI Agencies",
    category: "ABA Resources",
    summary:
      "How applied behavior analysis services fit within the EIDBI benefit, and what your documentation should show at each stage of care.",
    body: [
      {
        heading: "Where ABA fits in EIDBI",
        paragraphs: [
          "Applied behavior analysis is one of the treatment approaches agencies use within Minnesota's EIDBI benefit. Whatever the approach, reviewers look for the same thread: an evaluation that establishes need, a treatment plan built on it, services delivered as planned, and progress measured against the plan's goals.",
          "This guide is written for agency leaders. It does not describe clinical technique; it describes what your records need to show so that good clinical work is also compliant work.",
        ],
      },
      {
        heading: "The documentation thread",
        paragraphs: ["For each child, check that you can follow a straight line through the file:"],
        items: [
          "The comprehensive multi-disciplinary evaluation (CMDE) and the recommendations it makes",
          "The individual treatment plan (ITP), with goals that trace back to the evaluation",
          "Session notes that show which goals were worked on, by whom, and for how long",
          "Supervision and observation records for the staff delivering services",
          "Progress reviews and plan updates at the intervals current guidance requires",
        ],
      },
      {
        heading: "Common gaps we see",
        paragraphs: [
          "Goals that change in practice but not on paper; session notes copied from one day to the next; supervision that happens but is not recorded; and progress reviews that fall behind when staff turn over. Each is easier to prevent with a simple monthly file check than to fix during a review.",
          "Always confirm specific requirements against the current DHS EIDBI policy guidance, which changes from time to time.",
        ],
      },
    ],
  },
  {
    id: "data-collection-templates",
    title: "Data Collection Templates",
    category: "ABA Resources",
    summary:
      "What a usable session data template needs to capture, so that clinical data also supports documentation and billing.",
    body: [
      {
        heading: "Why templates matter",
        paragraphs: [
          "Consistent data collection makes progress visible to clinicians and to reviewers. When every staff member records sessions differently, supervisors spend their time deciphering notes instead of improving care, and gaps in the record are hard to spot.",
        ],
      },
      {
        heading: "What each session record should capture",
        paragraphs: ["Whatever system you use, paper or software, make sure each session record includes:"],
        items: [
          "The child, the date, the start and end times and the location of service",
          "The staff member who delivered the session and their role",
          "The treatment plan goals addressed, with the data collected for each",
          "Notable events, changes or concerns, written as observations",
          "A signature or electronic attestation from the staff member",
        ],
      },
      {
        heading: "Keeping templates in step with plans",
        paragraphs: [
          "When a treatment plan changes, the data sheet should change with it. Build a quick check into your plan update routine: the supervisor confirms that the goals on the data sheet match the goals on the current plan before the next session.",
          "Templates are available on request. Contact us and we will share versions you can adapt to your agency.",
        ],
      },
    ],
  },
  {
    id: "behavior-intervention-strategies",
    title: "Behavior Intervention Strategies: Documentation Guide",
    category: "ABA Resources",
    summary:
      "How to document behavior intervention strategies so that plans, staff actions and family communication all line up.",
    body: [
      {
        heading: "Plans staff can follow",
        paragraphs: [
          "Behavior intervention strategies belong in the child's plan in language every staff member can follow on a busy day. If a strategy is only in a supervisor's head, it is not really part of the plan, and it will not be applied consistently.",
        ],
      },
      {
        heading: "What to document",
        paragraphs: ["For each strategy in use, your records should show:"],
        items: [
          "The behavior it addresses, described in observable terms",
          "The strategy itself and when staff should use it",
          "Training records showing staff were taught the strategy",
          "Data on how the behavior changes over time",
          "Reviews with the family and any changes agreed with them",
        ],
      },
      {
        heading: "Restrictive procedures",
        paragraphs: [
          "Some procedures are restricted or prohibited under Minnesota rules. Make sure your policies say clearly which procedures your agency does not use, that staff are trained on those limits, and that any incident is documented and reviewed promptly. Confirm the current requirements with DHS guidance and, where needed, legal counsel.",
        ],
      },
    ],
  },
  {
    id: "state-licensing-requirements",
    title: "State Licensing Requirements Overview",
    category: "Licensing Resources",
    summary:
      "An orientation to the licensing and enrollment steps an EIDBI agency works through, and how to keep track of them.",
    body: [
      {
        heading: "Licensing and enrollment are separate tracks",
        paragraphs: [
          "Agencies often discover late that several approvals run in parallel: business registration, provider enrollment with Minnesota Health Care Programs, any facility or site requirements, and the qualifications of each staff member. Each track has its own forms, timelines and points of contact.",
        ],
      },
      {
        heading: "What to keep organized",
        paragraphs: ["Keep one place where anyone on your leadership team can see:"],
        items: [
          "Each application or enrollment, its status and the next action",
          "The documents submitted, with the dates they were sent",
          "Staff qualifications, background studies and their renewal dates",
          "Questions raised by the state and how you answered them",
        ],
      },
      {
        heading: "Checking current requirements",
        paragraphs: [
          "Requirements change, and this overview is not a substitute for the current DHS guidance or for legal advice. Use it as a map, and confirm each step against the official source before you submit.",
        ],
      },
    ],
  },
  {
    id: "licensing-checklist",
    title: "Licensing Checklist",
    category: "Licensing Resources",
    summary:
      "A step-by-step checklist for agencies preparing to open or expand. Agencies that use it save an average of 45 days on the licensing process.",
    body: [
      {
        heading: "How the checklist helps",
        paragraphs: [
          "Most licensing delays come from missing or inconsistent documents discovered late. The checklist puts every item in order, with an owner and a due date, so nothing waits on a question nobody thought to ask. Agencies that use it save an average of 45 days on the licensing process.",
        ],
      },
      {
        heading: "What it covers",
        paragraphs: ["The checklist walks through:"],
        items: [
          "Business and ownership documents",
          "Provider enrollment forms and supporting records",
          "Policies and procedures required before services begin",
          "Staff qualifications, background studies and training records",
          "Site readiness, records storage and privacy practices",
        ],
      },
      {
        heading: "Using it well",
        paragraphs: [
          "Review the checklist with your leadership team at the start, assign every item, and meet briefly each week to clear blockers. Keep the completed checklist: it becomes the backbone of your audit-readiness files once you open.",
        ],
      },
    ],
  },
  {
    id: "compliance-documentation",
    title: "Compliance Documentation Essentials",
    category: "Licensing Resources",
    summary: "The records an EIDBI agency should be able to produce quickly, and simple habits that keep them current.",
    body: [
      {
        heading: "Be ready to show your work",
        paragraphs: [
          "A review goes more smoothly when you can produce what is asked for without a search. That depends less on how much you document than on how consistently you file and update it.",
        ],
      },
      {
        heading: "Records to keep current",
        paragraphs: ["Make sure you can produce, on short notice:"],
        items: [
          "Current policies and procedures, with staff acknowledgements",
          "Personnel files with qualifications, background studies and training",
          "Client files with evaluations, plans, notes and progress reviews",
          "Supervision records for each staff member",
          "Incident reports and how each was followed up",
        ],
      },
      {
        heading: "Habits that help",
        paragraphs: [
          "Set a monthly file check for a small random sample, keep a calendar of renewals and reviews, and name one person responsible for each type of record. Small, regular checks catch problems while they are still easy to fix.",
        ],
      },
    ],
  },
  {
    id: "staff-training-curriculum",
    title: "Staff Training Curriculum Planner",
    category: "Training & Hiring Resources",
    summary:
      "How to plan required and role-specific training for clinical and administrative staff, and keep the records that prove it happened.",
    body: [
      {
        heading: "Start from roles",
        paragraphs: [
          "Training requirements differ for Level I and Level II practitioners, qualified supervising professionals and administrative staff. Begin with a simple table: each role down the side, each required topic across the top, and when each is due.",
        ],
      },
      {
        heading: "A curriculum that works",
        paragraphs: ["A practical curriculum usually includes:"],
        items: [
          "Orientation to your agency's policies before independent work begins",
          "Role-specific training, including documentation and supervision expectations",
          "Topics required under current EIDBI guidance, with due dates",
          "Refreshers when policies or guidance change",
          "A record of attendance, materials and acknowledgements for each session",
        ],
      },
      {
        heading: "Keep the evidence",
        paragraphs: [
          "Training only counts in a review if you can show it happened. Store attendance, materials and completion records in each personnel file, and check them against the role table each quarter.",
        ],
      },
    ],
  },
  {
    id: "parent-training-resources",
    title: "Parent and Family Training Resources",
    category: "ABA Resources",
    summary:
      "How to plan, deliver and document family training so it supports the child's plan and the agency's records.",
    body: [
      {
        heading: "Families as partners",
        paragraphs: [
          "Family training helps skills carry over from sessions into daily life. It also needs the same care in documentation as any other service: goals, attendance and progress should be clear in the record.",
        ],
      },
      {
        heading: "Planning family training",
        paragraphs: ["For each family, agree and record:"],
        items: [
          "The goals of family training and how they relate to the child's plan",
          "Who will attend, how often and in which language",
          "How progress will be noted and shared with the family",
          "Materials the family receives, in a language they read comfortably",
        ],
      },
      {
        heading: "Language access",
        paragraphs: [
          "Families should understand what they are taught and what they sign. Where English is not the family's first language, plan for interpretation and translated materials from the start. Our translation service can help with written materials.",
        ],
      },
    ],
  },
  {
    id: "professional-development",
    title: "Professional Development Planning",
    category: "Training & Hiring Resources",
    summary:
      "Helping clinical and administrative staff grow, while keeping credentials current and supervision on track.",
    body: [
      {
        heading: "Growth and compliance together",
        paragraphs: [
          "Professional development keeps good staff and builds the next generation of supervisors. It is also where credentials, continuing education and supervision requirements meet, so planning it well supports compliance too.",
        ],
      },
      {
        heading: "A simple development plan",
        paragraphs: ["For each staff member, record once a year:"],
        items: [
          "Current role, credentials and renewal dates",
          "Continuing education needed to keep credentials current",
          "Goals for the year, such as moving from Level I to Level II",
          "The supervision and training that will support those goals",
        ],
      },
      {
        heading: "Review and follow-through",
        paragraphs: [
          "Revisit plans at mid-year and note what was completed. A short written record shows staff their progress and shows reviewers that your agency develops its team deliberately.",
        ],
      },
    ],
  },
  {
    id: "insurance-billing-guide",
    title: "Insurance Billing Guide",
    category: "Licensing Resources",
    summary:
      "How documentation supports accurate billing for EIDBI services, and the checks to run before a claim goes out.",
    body: [
      {
        heading: "A claim is a summary of the record",
        paragraphs: [
          "Every claim your agency submits says that a qualified person delivered an authorized service, for a stated length of time, as the child's plan describes. If the record cannot show each part of that sentence, the claim is at risk, however good the care was.",
          "Billing problems rarely start in the billing office. They start with a session note that was never finished, a staff qualification that lapsed, or a plan that expired before anyone noticed. This guide is about catching those before the claim, not after.",
        ],
      },
      {
        heading: "Before a claim goes out",
        paragraphs: ["For each service on a claim, someone should be able to confirm:"],
        items: [
          "The service is covered by a current authorization and fits the child's current treatment plan",
          "The staff member was qualified and enrolled for that service on the date it was delivered",
          "The session note is complete and signed, and its start and end times match the units billed",
          "Supervision and observation requirements for that staff member were met and recorded",
          "The date, location and provider details on the claim match the session record",
        ],
      },
      {
        heading: "When something does not match",
        paragraphs: [
          "Hold the claim until the record is right. Correct a record with a dated, signed addendum that explains the change; never overwrite or back-date the original. If a claim has already been paid for a service the record does not support, follow the payer's process to correct or void it, and keep a note of what you did and why.",
          "A short monthly review of a sample of claims against their session notes shows where your process leaks. Fix the process, not only the claim.",
        ],
      },
      {
        heading: "Checking current requirements",
        paragraphs: [
          "Billing rules, codes and units change. Confirm the details against the current Minnesota Health Care Programs provider guidance for EIDBI and your other payers' own rules, and ask your billing contact when something is unclear. This guide is general practice, not billing or legal advice.",
        ],
      },
    ],
  },
  {
    id: "bcba-hiring-guide",
    title: "BCBA Hiring Guide",
    category: "Training & Hiring Resources",
    summary: "What to look for and verify when hiring a Board Certified Behavior Analyst.",
    body: [
      {
        heading: "Start with the role you need",
        paragraphs: [
          "Before you post the opening, write down what this person will do in your agency: supervise staff, write and update treatment plans, review data, train families, or all of these. Decide which EIDBI provider role they will hold, because that decides which qualifications you must verify and how you will document them.",
        ],
      },
      {
        heading: "What to verify before an offer",
        paragraphs: ["Keep a copy of each check, dated, in the personnel file:"],
        items: [
          "Current BCBA certification, confirmed with the certifying board's public registry rather than a copy from the candidate",
          "Any state license or registration the role requires, and its renewal date",
          "A completed background study, as Minnesota requires before direct contact with clients",
          "The EIDBI qualifications for the provider role they will hold, checked against current DHS guidance",
          "References who can speak to their supervision and documentation, not only their clinical skill",
        ],
      },
      {
        heading: "Questions that show how they work",
        paragraphs: [
          "Ask candidates to walk you through how they would document a supervision session, how they keep a treatment plan and its data sheets in step, and what they do when a goal is not progressing. Their answers tell you more about compliance fit than a list of credentials.",
        ],
      },
      {
        heading: "After the hire",
        paragraphs: [
          "Add their credentials and renewal dates to your tracking on day one. Give them your agency's policies before they supervise anyone, and review a sample of their first plans and supervision notes together, so expectations are settled early and in writing.",
        ],
      },
    ],
  },
  {
    id: "qsp-role-description",
    title: "QSP Role Description",
    category: "Training & Hiring Resources",
    summary: "A starting point for describing the qualified supervising professional role.",
    body: [
      {
        heading: "Purpose of the role",
        paragraphs: [
          "The qualified supervising professional (QSP) is responsible for the clinical direction of a child's EIDBI services: overseeing the treatment plan, supervising the staff who deliver it, and making sure the record shows that the child's care follows the plan.",
          "Use this page as a starting point for your own job description. Adapt it to your agency's structure, and check it against current DHS guidance before you publish it.",
        ],
      },
      {
        heading: "Typical responsibilities",
        paragraphs: ["A QSP description usually includes:"],
        items: [
          "Developing, reviewing and updating individual treatment plans with the family",
          "Supervising and observing Level I, Level II and other staff, and documenting each session",
          "Reviewing session notes and data for accuracy and for progress toward goals",
          "Leading progress reviews at the intervals current guidance requires",
          "Training staff on the child's plan and on agency policies",
          "Raising concerns about documentation, safety or quality with agency leadership",
        ],
      },
      {
        heading: "Qualifications",
        paragraphs: [
          "The QSP must meet Minnesota's EIDBI qualifications for the role, hold any required license or certification in good standing, and complete a background study before working with clients. State the exact requirements in your description by reference to the current DHS guidance, so the description stays correct when the guidance changes.",
        ],
      },
      {
        heading: "Making it work in practice",
        paragraphs: [
          "Be specific about caseload expectations, how much time is set aside for supervision and documentation, and who the QSP reports to. A clear description helps you hire well, and it gives reviewers a picture of how supervision works at your agency.",
        ],
      },
    ],
  },
  {
    id: "new-center-onboarding",
    title: "New Center Onboarding",
    category: "Onboarding & FAQs",
    summary: "The first steps for a new center, from policies to the first client file.",
    body: [
      {
        heading: "Before the first client",
        paragraphs: ["A new center is ready to begin services when it can show:"],
        items: [
          "Its enrollment and any required approvals, with copies filed where leadership can find them",
          "Written policies and procedures, read and acknowledged by every staff member",
          "A personnel file for each staff member, with qualifications, background study and training",
          "Forms and templates for intake, treatment plans, session notes and supervision",
          "A secure place for records, and a clear rule for who may see what",
        ],
      },
      {
        heading: "The first client file",
        paragraphs: [
          "Treat the first file as the model for every file after it. Walk through it with your clinical lead: intake and consent, the evaluation, the treatment plan, the first session notes and the first supervision record. Fix anything unclear now, while there is one file to change instead of twenty.",
        ],
      },
      {
        heading: "The first months",
        paragraphs: [
          "Set a short monthly check from the start: a few client files, a few personnel files and a few claims, each compared with your own policies. Keep the results and what you fixed. The habit costs little while the center is small, and it becomes the backbone of your audit readiness as you grow.",
          "Confirm every requirement against the current DHS guidance for EIDBI providers; this page is an orientation, not a substitute for it.",
        ],
      },
    ],
  },
  {
    id: "faq-document",
    title: "Compliance FAQ Document",
    category: "Onboarding & FAQs",
    summary: "Short answers to the compliance questions new agencies ask most often.",
    body: [
      {
        heading: "Who should be responsible for compliance?",
        paragraphs: [
          "Name one person, an internal compliance officer, who keeps the calendar of reviews and renewals, runs the monthly checks and brings problems to leadership. In a small agency this is often part of someone's role. An external oversight officer can fill the role or support the person who holds it.",
        ],
      },
      {
        heading: "How often should we review our policies?",
        paragraphs: [
          "At least once a year, and whenever DHS guidance changes. Record each review, even when nothing changes, and collect staff acknowledgements when something does.",
        ],
      },
      {
        heading: "What should we do when a review or audit notice arrives?",
        paragraphs: [
          "Read it the same day and note every deadline and every document it asks for. Name one person to coordinate the response, gather the records in the order requested, and do not alter existing records; correct them only with dated addenda. If anything is unclear, ask the reviewer in writing. Contact us if you would like help preparing.",
        ],
      },
      {
        heading: "How long should we keep records?",
        paragraphs: [
          "As long as current state and federal rules and your payer agreements require, whichever is longest. Write the retention periods into your records policy, and check them when rules change rather than relying on memory.",
        ],
      },
      {
        heading: "Can session notes and supervision records be electronic?",
        paragraphs: [
          "Yes, as long as the system records who wrote each entry and when, keeps changes visible, and lets you produce complete records quickly. Check that electronic signatures in your system meet current requirements.",
        ],
      },
      {
        heading: "Where do we find the official requirements?",
        paragraphs: [
          "In the current DHS EIDBI policy guidance and the Minnesota Health Care Programs provider guidance. Our guides are general practice; they are not legal advice and do not replace the official sources.",
        ],
      },
    ],
  },
  {
    // The id really is the two words with a space: the original site linked it this way.
    id: "insurance billing",
    title: "Insurance Billing Basics",
    category: "Onboarding & FAQs",
    summary: "A plain-language introduction to billing terms for new administrative staff.",
    body: [
      {
        heading: "Why these words matter",
        paragraphs: [
          "New administrative staff hear billing terms from the first day. Knowing what each one means, and which record it depends on, helps them ask the right question before a small mismatch becomes a denied claim.",
        ],
      },
      {
        heading: "Terms you will hear",
        paragraphs: ["In plain language:"],
        items: [
          "Authorization: the payer's approval of a service for a child, for a period of time and an amount of service",
          "Unit: the measure of time a service is billed in; how minutes become units is set by the payer's rules",
          "Claim: the request for payment for services delivered, built from the session records",
          "Remittance advice: the payer's statement of what was paid, adjusted or denied, and why",
          "Denial: a claim the payer will not pay as submitted; the reason code says what to look at",
          "Correction or void: the payer's process for fixing or withdrawing a claim already submitted",
          "Provider enrollment: the record that a staff member or agency may bill for a service",
        ],
      },
      {
        heading: "Habits that prevent problems",
        paragraphs: [
          "Check that session times and units match before a claim is built, read every remittance advice rather than only the total, and bring repeated denials to your compliance lead: the same reason code twice usually points to a process to fix. For the details, see our Insurance Billing Guide and the current payer guidance.",
        ],
      },
    ],
  },
];

/** Title and description for search results and link previews. */
export const resourcesMeta = {
  title: "Compliance Resources",
  description:
    "Free guides for EIDBI agencies: ABA documentation, data collection templates, licensing requirements and checklist, billing, hiring and the QSP role, staff training, new center onboarding and common compliance questions.",
  path: "/resources",
};
