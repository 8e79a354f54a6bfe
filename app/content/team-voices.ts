/**
 * Short quotes from the firm's own staff, shown in the team-voices carousel on the home and about pages.
 * First names only; the people are illustrative until real staff agree to be quoted.
 */
export type TeamVoice = {
  quote: string;
  name: string;
  role: string;
  /** The letter shown in the avatar circle. */
  avatarInitial: string;
};

export const teamVoices: TeamVoice[] = [
  {
    quote:
      "I like that every audit ends with a plan the agency can carry out. We are not here to catch people out; we are here to make the next review uneventful.",
    name: "Nadia",
    role: "Compliance Auditor",
    avatarInitial: "N",
  },
  {
    quote:
      "My schedule fits the way I focus best, and nobody expects me to be on camera all day. That flexibility is why I do my most careful documentation reviews here.",
    name: "Marcus",
    role: "Documentation Review Specialist",
    avatarInitial: "M",
  },
  {
    quote:
      "Before joining the firm I supervised direct-care staff myself. Now I help agencies build the supervision routines I wish I had when I started.",
    name: "Elena",
    role: "Supervision Oversight Lead",
    avatarInitial: "E",
  },
  {
    quote:
      "Translating a consent form is about more than words. I check that a parent reading it in their own language understands exactly what they are agreeing to.",
    name: "Abdi",
    role: "Translation Coordinator",
    avatarInitial: "A",
  },
];
