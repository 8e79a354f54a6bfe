import type { Testimonial } from "./testimonials";

/**
 * The success-stories carousel on the home page: the carousel variant of a testimonial, with a headline
 * and an optional picture (imagePath + altText). No photographs exist yet, so each story shows initials.
 * The agencies are illustrative; replace them with real, consented stories before launch.
 */
export type SuccessStory = Testimonial & {
  title: string;
  imagePath?: string;
  altText?: string;
  /** Overrides the initials the avatar otherwise derives from the author's name. */
  initials?: string;
};

export const successStories: SuccessStory[] = [
  {
    title: "From 15 to 45 clients",
    quote:
      "Clear intake procedures, a supervision plan that scaled and regular compliance reviews let us grow from 15 to 45 clients without losing track of a single record.",
    author: "Rachel P., Founder",
    organization: "An EIDBI agency in the northern suburbs",
  },
  {
    title: "Audit-ready, not audit-anxious",
    quote:
      "A mock audit well before our review showed us exactly which files were missing signatures. By the time the real review came, fixing them was already routine.",
    author: "Samuel O., Compliance Lead",
    organization: "A pediatric autism center in Saint Paul",
  },
  {
    title: "Policies staff actually use",
    quote:
      "Our old policy binder was copied from somewhere else. Together we rewrote it around our real workflows, and new hires now learn it during onboarding.",
    author: "Grace L., Director of Operations",
    organization: "A day-treatment program in greater Minnesota",
  },
  {
    title: "A second location, planned properly",
    quote:
      "Expanding to a second site meant new staffing ratios, budgets and documentation. Their program expansion support turned a stressful project into a checklist we could follow.",
    author: "Omar H., CEO",
    organization: "A regional autism services provider",
  },
];
