/**
 * Client quotes, shown on the home page and on /testimonials (the same on both). These are the content studio's
 * seed (app/.server/content/seed.ts): the firm edits the quotes in the studio. The people and agencies are
 * illustrative: first name and initial, a role, and a generic description of the organization. Replace them with
 * real, consented quotes before launch.
 */
export type Testimonial = {
  quote: string;
  /** The person's name, a comma, and their role. */
  author: string;
  organization: string;
};

export const testimonials: Testimonial[] = [
  {
    quote:
      "We came to them with a license application and a stack of unanswered questions. With their licensing checklist and weekly check-ins we were fully operational in 8 weeks, and our policies were written for how we actually work.",
    author: "Amina R., Executive Director",
    organization: "A new EIDBI agency in the Twin Cities",
  },
  {
    quote:
      "Their documentation review showed us where our Level I and Level II notes were slowing everyone down. After we adopted their templates and review routine, our team reported a 40 percent efficiency gain in documentation.",
    author: "Daniel K., Clinical Director",
    organization: "A multi-site autism center in the Twin Cities",
  },
  {
    quote:
      "Restructuring supervision schedules with their oversight team gave us a 40 percent capacity gain without cutting corners on QSP review. We finally have room to take families off our waitlist.",
    author: "Priya S., Operations Manager",
    organization: "An autism services agency in southern Minnesota",
  },
  {
    quote:
      "When the audit notice arrived, they walked us through every record the reviewers would ask for and helped us write a corrective action plan we could stand behind. The review itself felt calm.",
    author: "Marcus T., Agency Owner",
    organization: "A family-owned EIDBI provider in central Minnesota",
  },
  {
    quote:
      "Many of our families speak Somali or Spanish at home. Their translation of our intake packets and treatment documentation made consent conversations clearer for parents and for our staff.",
    author: "Hodan A., Program Coordinator",
    organization: "A community-based autism center in Minneapolis",
  },
  {
    quote:
      "We did not have the budget for a full-time compliance officer. Acting as our external oversight officer, they keep our training records, policies and supervision logs on schedule and tell us plainly what needs attention.",
    author: "Laura M., Administrator",
    organization: "A growing EIDBI agency near Rochester",
  },
];

/** The copy of /testimonials around the quotes (app/.server/content/pages.ts adds the published quotes). */
export const testimonialsPage = {
  meta: {
    title: "Client Testimonials",
    description:
      "What EIDBI agency owners and directors say about our compliance audits, supervision review, audit preparation, translation and compliance officer support.",
  },
  hero: {
    eyebrow: "Client testimonials",
    title: "Client Testimonials",
    description:
      "Agency leaders across Minnesota describe what changed once compliance had a plan, a calendar and a partner.",
  },
  cta: {
    title: "Have a Question About Your Agency?",
    body: "Tell us about your program and we will reply within 1 to 2 business days.",
    link: { label: "Contact Us", path: "/contact" },
  },
};
