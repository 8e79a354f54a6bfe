/**
 * Resource library. `resources` holds the published guides: app/content/prerender.ts prerenders
 * `/resources/<id>` for each of them. The library page also lists some titles that are not published yet
 * (`UNPUBLISHED_RESOURCES`); their links land on "Resource Not Found", as the spec describes.
 */

export const RESOURCE_CATEGORIES = [
  "ABA Resources",
  "Licensing Resources",
  "Training & Hiring Resources",
  "Onboarding & FAQs",
] as const;

export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export type ResourceSection = { heading: string; paragraphs: string[]; items?: string[] };

export type Resource = {
  id: string;
  title: string;
  category: ResourceCategory;
  /** One or two sentences: shown on the library page and as the page description. */
  summary: string;
  body: ResourceSection[];
};

/** A library entry without a published page. */
export type UnpublishedResource = Pick<Resource, "id" | "title" | "category" | "summary">;

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

export const DOWNLOAD_NOTE = "Available on request — contact us";

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
];

/** Listed in the library, but without a published page yet: their links show "Resource Not Found". */
export const UNPUBLISHED_RESOURCES: UnpublishedResource[] = [
  {
    id: "insurance-billing-guide",
    title: "Insurance Billing Guide",
    category: "Licensing Resources",
    summary: "How documentation supports accurate billing for EIDBI services.",
  },
  {
    id: "bcba-hiring-guide",
    title: "BCBA Hiring Guide",
    category: "Training & Hiring Resources",
    summary: "What to look for and verify when hiring a Board Certified Behavior Analyst.",
  },
  {
    id: "qsp-role-description",
    title: "QSP Role Description",
    category: "Training & Hiring Resources",
    summary: "A starting point for describing the qualified supervising professional role.",
  },
  {
    id: "new-center-onboarding",
    title: "New Center Onboarding",
    category: "Onboarding & FAQs",
    summary: "The first steps for a new center, from policies to the first client file.",
  },
  {
    id: "faq-document",
    title: "Compliance FAQ Document",
    category: "Onboarding & FAQs",
    summary: "Short answers to the compliance questions new agencies ask most often.",
  },
  {
    // The id really is the two words with a space: the original site linked it this way.
    id: "insurance billing",
    title: "Insurance Billing Basics",
    category: "Onboarding & FAQs",
    summary: "A plain-language introduction to billing terms for new administrative staff.",
  },
];

/** The library page's lists, in category order: published guides first, then the ones still to come. */
export function resourceLibrary() {
  return RESOURCE_CATEGORIES.map((category) => ({
    category,
    intro: resourceCategoryIntros[category],
    items: [...resources, ...UNPUBLISHED_RESOURCES].filter((r) => r.category === category),
  }));
}

/** The link to a resource's page; ids may contain spaces, so they are encoded. */
export function resourcePath(id: string) {
  return `/resources/${encodeURIComponent(id)}`;
}

export function findResource(id: string | undefined) {
  return resources.find((r) => r.id === id);
}

/** Title and description for search results and link previews. */
export const resourcesMeta = {
  title: "Compliance Resources",
  description:
    "Free guides for EIDBI agencies: ABA documentation, data collection templates, state licensing requirements, a licensing checklist, staff training and professional development planning.",
  path: "/resources",
};
