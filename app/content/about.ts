/**
 * About page copy. The mission, community and workplace sections are also shown on the home page,
 * so they are defined once here.
 */
import { teamVoices } from "./team-voices";

export type ValueIcon = "excellence" | "partnership" | "innovation" | "empowerment" | "transparency";
export type CardCopy = { title: string; body: string };

export const aboutMeta = {
  title: "About Us",
  description:
    "Who we are: a compliance oversight firm for Minnesota EIDBI agencies. Our mission, the values behind our work, our compliance team and our neurodiversity-friendly workplace.",
};

export const aboutHero = {
  eyebrow: "About us",
  title: "Compliance Partners for the Agencies Families Rely On",
  description:
    "We help EIDBI agencies across Minnesota build programs that meet every requirement, so their clinicians can spend their energy on children and families, not on paperwork surprises.",
};

export const mission = {
  title: "Our Mission",
  body: "To give every EIDBI agency the oversight, structure and plain-language guidance it needs to stay compliant, grow responsibly and keep its attention on the families it serves.",
};

export const values: { title: string; body: string; icon: ValueIcon }[] = [
  {
    title: "Compliance Excellence",
    body: "We read the requirements closely, check our own work twice and hold every review to the standard a state auditor would.",
    icon: "excellence",
  },
  {
    title: "Partnership",
    body: "We work alongside your leaders and staff, not over them. Findings come with practical next steps and the time to talk them through.",
    icon: "partnership",
  },
  {
    title: "Regulatory Innovation",
    body: "We turn changing EIDBI rules into simple tools: checklists, dashboards and templates that make the right way the easy way.",
    icon: "innovation",
  },
  {
    title: "Agency Empowerment",
    body: "Our goal is an agency that can run its own compliance program with confidence, whether or not we stay involved.",
    icon: "empowerment",
  },
  {
    title: "Transparency",
    body: "You always know what we are reviewing, what we found and why it matters. No jargon, no surprises in the final report.",
    icon: "transparency",
  },
];

export const valuesIntro = {
  title: "Our Values",
  intro: "Five commitments shape every audit, review and training session we deliver.",
};

export const teamIntro = {
  title: "Our Compliance Team",
  intro:
    "Three groups of specialists share every engagement, so your agency gets audit, supervision and training expertise from one team.",
};

export const team: CardCopy[] = [
  {
    title: "Compliance Auditors",
    body: "Review client files, licensing records and billing documentation against EIDBI requirements, then write findings and corrective action plans your staff can follow.",
  },
  {
    title: "Supervision and Documentation Reviewers",
    body: "Check Level I, Level II and QP supervision records and progress notes, and coach supervisors on documentation that is complete, timely and defensible.",
  },
  {
    title: "Policy and Training Specialists",
    body: "Write and update policies, oversee staff and administrative training, and keep training records ready for inspection.",
  },
];

export const community = {
  title: "Community Engagement",
  intro:
    "Strong agencies make a strong autism services community. We share what we learn so more Minnesota families receive care from programs built to last.",
  points: [
    {
      title: "Plain-language updates",
      body: "We explain EIDBI rule changes in our Compliance Hub so agency leaders can act on them without decoding bulletins alone.",
    },
    {
      title: "Connecting providers",
      body: "We introduce agencies facing similar challenges so they can compare notes and learn from each other's solutions.",
    },
    {
      title: "Supporting families' understanding",
      body: "Translated, readable documentation helps parents understand their child's services and their rights within the program.",
    },
  ] satisfies CardCopy[],
};

export const workplace = {
  title: "A Neurodiversity-Friendly Workplace",
  body: "We hire people who think differently, and we build the workplace around them: clear written expectations, flexible schedules, quiet focus time and the tools each person needs to do careful work.",
  link: { label: "Join Our Team", path: "/careers" },
};

export const teamVoicesIntro = {
  title: "Voices From Our Team",
  intro: "In their own words: what the work and the workplace mean to the people who do it.",
};

/** Everything the about page shows, as the route's loader returns it. */
export const aboutPage = {
  meta: aboutMeta,
  hero: aboutHero,
  mission,
  valuesIntro,
  values,
  teamIntro,
  team,
  community,
  workplace,
  teamVoicesIntro,
  teamVoices,
};
