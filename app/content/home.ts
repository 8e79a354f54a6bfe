/**
 * Home page copy, section by section in the order the page shows them.
 * The figures quoted here are the only ones the firm states; add no others.
 */
import { type CardCopy, community, mission, teamVoicesIntro, workplace } from "./about";
import { successStories } from "./success-stories";
import { teamVoices } from "./team-voices";

export type HomeIcon = "clock" | "shield" | "message";
/** One service on the home page. `link` points at an anchor on /services. */
export type ServiceCard = { title: string; description: string; link: string };

export const homeMeta = {
  title: "EIDBI Compliance Firm | Autism Agency Oversight",
  description:
    "Compliance and regulatory oversight for Minnesota EIDBI autism agencies: audits, supervision and documentation review, policies, training, audit preparation and translation. We do not provide therapy.",
};

export const homeHero = {
  eyebrow: "Minnesota EIDBI compliance oversight",
  title: "EIDBI Compliance Firm | Autism Agency Oversight",
  description:
    "We keep autism agencies licensed, audit-ready and confident in their documentation, so your team can focus on the children and families you serve.",
  buttons: [
    { label: "Explore Our Services", path: "/services" },
    { label: "Start Your Compliance Consultation", path: "/quote" },
  ],
};

export const complianceFocus = {
  title: "Compliance Is Our Only Focus",
  paragraphs: [
    "EIDBI agencies carry a heavy regulatory load: licensing, provider qualifications, supervision of Level I, Level II and QP staff, treatment documentation and billing rules that change over time.",
    "We do one thing: oversight. We review what you have, show you where the gaps are and help you close them, with a clear plan and without judgment.",
  ],
  officer: {
    title: "Compliance Officer Support",
    intro: "Every agency needs someone accountable for compliance. We can help in either of two ways:",
    options: [
      {
        title: "Set up your internal compliance officer",
        body: "We help you choose the right person, define the role, and train them with the checklists, calendars and review routines they need.",
      },
      {
        title: "Act as your external oversight officer",
        body: "If you are not ready to staff the role, we fill it: scheduled reviews, reminders before deadlines and plain reports to your leadership.",
      },
    ] satisfies CardCopy[],
  },
};

export const highlightsIntro = { title: "What You Can Count On" };

export const highlights: (CardCopy & { icon: HomeIcon })[] = [
  {
    title: "Licensed in as little as 90 days",
    body: "Our licensing support and step-by-step checklist help new agencies move from application to license in as little as 90 days.",
    icon: "clock",
  },
  {
    title: "Audit-ready every day",
    body: "Ongoing documentation and supervision reviews mean an audit notice is a routine task, not an emergency.",
    icon: "shield",
  },
  {
    title: "A reply within 1 to 2 business days",
    body: "Questions do not wait for the next review. Ask us anything and expect an answer within 1 to 2 business days.",
    icon: "message",
  },
];

export const journey = {
  title: "Our Journey",
  body: "We started by answering compliance questions for agency owners who were great clinicians but new to running a regulated program. The same questions kept coming back, so we built a firm to answer them properly: with structured audits, clear templates and people who stay with an agency as it grows.",
};

export const servicesIntro = {
  title: "How We Help",
  intro: "Five areas where agencies ask for us most. Each links to the full description on our services page.",
};

export const serviceCards: ServiceCard[] = [
  {
    title: "Compliance Auditing",
    description:
      "EIDBI compliance audits and license compliance reviews of client files, staff records and billing, with findings ranked by risk.",
    link: "/services#compliance-auditing",
  },
  {
    title: "Supervision Oversight",
    description:
      "Review of Level I, Level II and QP staff supervision and documentation, so every note and sign-off holds up.",
    link: "/services#supervision-oversight",
  },
  {
    title: "Policy and Training",
    description: "Policy development, training oversight and administrative staff training that match how you operate.",
    link: "/services#policy-training",
  },
  {
    title: "Audit Preparation",
    description: "Mock audits, document readiness and corrective action plans before and after a state review.",
    link: "/services#audit-preparation",
  },
  {
    title: "Translation Services",
    description:
      "Accurate translation of intake packets, consent forms and treatment documentation for the families you serve.",
    link: "/services#translation-services",
  },
];

export const whyChooseUsIntro = {
  title: "Why Agencies Choose Us",
  intro: "What working with an oversight firm that only does compliance looks like in practice.",
};

export const whyChooseUs: CardCopy[] = [
  {
    title: "EIDBI is all we do",
    body: "Our work is built around the requirements that govern Minnesota's EIDBI benefit, not adapted from another industry.",
  },
  {
    title: "Independent oversight",
    body: "We do not provide therapy, so our reviews carry no conflict of interest with the services you deliver.",
  },
  {
    title: "Plain-language findings",
    body: "Every report says what we found, why it matters and what to do next, in words your whole team understands.",
  },
  {
    title: "Tools you keep",
    body: "Checklists, templates and dashboards stay with your agency and keep working between our reviews.",
  },
  {
    title: "Responsive by design",
    body: "You can reach a real person, and we answer questions within 1 to 2 business days.",
  },
  {
    title: "Support that scales",
    body: "From a single license application to program expansion, our support grows with your agency.",
  },
];

export const complianceBlocksIntro = {
  title: "Compliance Services in Depth",
  intro: "Three programs agencies combine to build a compliance routine that lasts.",
};

export const complianceBlocks: (CardCopy & { points: string[] })[] = [
  {
    title: "Licensing and Program Expansion",
    body: "Opening a new agency or adding a site? We map every requirement and keep the application moving.",
    points: [
      "Licensing checklist that saves agencies an average of 45 days",
      "Policy set and staffing plan ready before you apply",
      "Support for program expansion and new locations",
    ],
  },
  {
    title: "Compliance Dashboards and Software Guidance",
    body: "See training, supervision and documentation status at a glance instead of hunting through folders.",
    points: [
      "Compliance dashboards set up around your deadlines",
      "Guidance on choosing and configuring compliance software",
      "Reminders before certifications and reviews lapse",
    ],
  },
  {
    title: "Billing and Budget Compliance",
    body: "Billing that matches documentation, and a budget that accounts for compliance work.",
    points: [
      "Billing compliance review against service records",
      "Budget and compliance planning for the year ahead",
      "Administrative staff training on billing procedures",
    ],
  },
];

export const successStoriesIntro = {
  title: "Success Stories",
  intro: "Agencies that turned compliance from a worry into a routine.",
  link: { label: "Read Client Testimonials", path: "/testimonials" },
};

export const testimonialsIntro = {
  title: "What Our Clients Say",
  intro: "Agency leaders on what changed after working with us.",
};

export const closingCta = {
  title: "Ready for Your Next Review?",
  body: "Tell us where your agency stands today. We will recommend a starting point and reply within 1 to 2 business days.",
  primary: { label: "Start Your Compliance Consultation", path: "/quote" },
  secondary: { label: "Contact Us", path: "/contact" },
};

export const contactBlock = {
  title: "Contact Us",
  intro: "Reach our office directly. For a consultation, the request form is the fastest route.",
};

/** Everything the home page shows, as the route's loader returns it. */
export const homePage = {
  meta: homeMeta,
  hero: homeHero,
  complianceFocus,
  highlightsIntro,
  highlights,
  journey,
  mission,
  servicesIntro,
  serviceCards,
  whyChooseUsIntro,
  whyChooseUs,
  complianceBlocksIntro,
  complianceBlocks,
  successStoriesIntro,
  successStories,
  community,
  workplace,
  teamVoicesIntro,
  teamVoices,
  testimonialsIntro,
  closingCta,
  contactBlock,
};
