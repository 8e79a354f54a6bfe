/**
 * Compliance Hub articles: the firm's own notes on what agencies should prepare for. The articles below are the
 * content studio's seed (app/.server/content/seed.ts): the firm writes new ones in the studio.
 * Written in general terms on purpose: no statute numbers, figures or promises, because rules change
 * and each agency should confirm details against current DHS guidance.
 */

export type NewsArticle = {
  /** Stable slug: the article's address. */
  id: string;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  topic: string;
  title: string;
  summary: string;
  body: string[];
};

/** The window the spec sets for the articles' dates (inclusive). */
export const NEWS_DATE_RANGE = { from: "2024-02-01", to: "2025-07-31" } as const;

const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  // The date is a calendar day, not an instant: format it in UTC so every server and browser agree.
  timeZone: "UTC",
});

/** "2024-02-12" → "February 12, 2024". Throws on anything that is not a real YYYY-MM-DD date. */
export function formatNewsDate(isoDate: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) {
    throw new RangeError(`Not a calendar date: ${isoDate}`);
  }
  return longDate.format(date);
}

export const newsHero = {
  eyebrow: "Compliance Hub",
  title: "EIDBI Updates & News",
  description:
    "Short notes from our team on the changes, services and partnerships that matter to EIDBI agencies, and what we suggest you do to prepare.",
};

export const newsArticles: NewsArticle[] = [
  {
    id: "eidbi-compliance-changes",
    date: "2024-02-12",
    topic: "EIDBI compliance",
    title: "EIDBI Compliance Changes: What Agencies Should Prepare For",
    summary:
      "Program guidance for EIDBI providers is updated from time to time. Agencies that review their documentation and supervision practices early tend to adjust with far less disruption.",
    body: [
      "The Minnesota Department of Human Services revises EIDBI policy guidance periodically, and those revisions often touch the areas reviewers look at most closely: service documentation, supervision records, staff qualifications and the link between treatment plans and billed services.",
      "We suggest a simple routine whenever guidance changes. First, read the update with your clinical and administrative leads together, so both sides understand what it means for daily work. Second, compare your current forms and templates against it and note any gaps. Third, decide who will update each document and by when, and record that decision.",
      "Staff need to hear about changes in plain terms. A short team meeting, an updated desk guide and a signed acknowledgement usually do more than a long memo. Keep the acknowledgements: they show a reviewer that the change reached the people doing the work.",
      "If you are unsure how an update applies to your agency, confirm it against the current DHS guidance or ask your DHS contact. We are glad to walk through an update with your team and help you plan the changes it calls for.",
    ],
  },
  {
    id: "translation-services",
    date: "2024-06-18",
    topic: "Translation services",
    title: "Now Offering Translation of Compliance Documentation",
    summary:
      "Families should be able to read the documents that describe their child's services. We now help agencies translate family-facing documentation and keep it consistent with the English originals.",
    body: [
      "Many EIDBI agencies serve families whose first language is not English. When consent forms, rights notices, treatment plan summaries and policies are only available in English, families may sign documents they do not fully understand, and agencies carry the risk that follows.",
      "Our translation service focuses on the documents families see and sign. We work from your current English versions, keep terms consistent across every document, and flag places where the original itself is unclear, so the fix happens once, in both languages.",
      "Translation is not a one-time task. When an English document changes, its translated versions need to change with it. We help you keep a simple register of which versions exist, which language each is in and when each was last updated.",
      "If your agency is planning to serve more families in a particular language, tell us early. It is easier to build translated documents into your intake process than to add them afterwards.",
    ],
  },
  {
    id: "slp-support",
    date: "2024-10-08",
    topic: "SLP support",
    title: "Compliance Support for Agencies Adding Speech-Language Services",
    summary:
      "More agencies are bringing speech-language pathologists onto their teams. Adding a discipline brings new credential, supervision and documentation questions that are worth settling before the first session.",
    body: [
      "Speech-language pathologists can add a great deal to a child's care team. For the agency, adding SLP services also means new professional licensing and certification records to track, new documentation formats and new questions about how SLP work fits with the rest of the treatment plan.",
      "Before an SLP starts, confirm which credentials your agency needs to verify and where those records will be kept. Add renewal dates to the same tracking you use for other clinical staff, so nothing lapses unnoticed.",
      "Agree in writing how SLP notes, goals and progress reports connect to the child's overall plan, and who reviews them. Clear roles prevent the gaps and duplicate documentation that often appear when two disciplines serve the same family.",
      "We help agencies set up credential tracking, documentation templates and review routines for speech-language services, and we review the first months of records so problems are caught while they are still small.",
    ],
  },
  {
    id: "compliance-training-program",
    date: "2025-02-25",
    topic: "Training program",
    title: "Introducing Our Compliance Training Program for Agency Teams",
    summary:
      "A structured training program for supervisors and administrative staff that turns compliance requirements into everyday habits, with materials your team can keep using after the sessions end.",
    body: [
      "Most compliance problems we see are not caused by people ignoring the rules. They come from staff who were never shown what good documentation looks like, or who learned a process from a colleague who learned it the same way.",
      "Our training program is built around roles. Supervisors work through supervision records, session note review and feedback conversations. Administrative staff cover intake files, scheduling records, credential tracking and the link between documentation and billing.",
      "Each session uses your own forms and examples where possible, so the lessons apply directly to the next day's work. Participants leave with short desk guides, and your agency keeps attendance and acknowledgement records for its training files.",
      "The program can run as a series for a new team or as refreshers for an established one. Contact us to talk about which roles and topics would help your agency most.",
    ],
  },
  {
    id: "partnerships",
    date: "2025-07-15",
    topic: "Partnerships",
    title: "Growing Our Partnerships With Agencies Across Minnesota",
    summary:
      "We work alongside agency owners, clinical leaders and administrators as partners rather than outside inspectors. Here is what that partnership looks like and how to start one.",
    body: [
      "Compliance works best when it is shared. Our partnerships with EIDBI agencies across Minnesota are built on regular contact, honest findings and practical help with the fixes, not a report that arrives once a year.",
      "A partnership usually starts with a conversation about where the agency is today and what keeps its leaders up at night. From there we agree on a plan: an audit, a training series, ongoing oversight or a mix, with a schedule that fits the agency's workload.",
      "We also connect agencies with each other where it helps, for example when several are working through the same guidance change. Learning how another agency solved a problem can spare everyone a round of trial and error.",
      "If you would like to explore working together, contact our team. We will listen first, and suggest a starting point that suits your agency's size and goals.",
    ],
  },
];

export const newsClosing = {
  title: "Questions about a change?",
  body: "If an update raises questions for your agency, talk to our team. We will help you work out what it means for your documentation, staff and schedule.",
  link: { label: "Contact Our Team", path: "/contact" },
};

/** Title and description for search results and link previews. */
export const newsMeta = {
  title: "Compliance Hub: EIDBI Updates & News",
  description:
    "Notes from our compliance team for Minnesota EIDBI agencies: guidance changes to prepare for, translation of documentation, speech-language support, staff training and partnerships.",
  path: "/news",
};
