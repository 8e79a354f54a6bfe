import type { HeroArt } from "~/lib/hero-art";

export const contactMeta = {
  title: "Contact",
  description:
    "Contact our EIDBI compliance oversight firm: send a message, call, email or visit our Minneapolis office. Open Monday to Friday, 7:30 AM to 8:00 PM.",
};

export const contactHero: { eyebrow: string; title: string; description: string; art: HeroArt } = {
  eyebrow: "Contact",
  title: "Contact Us",
  description:
    "Questions about compliance oversight, one of our services or a job application? Send us a message or reach us directly. We reply within 1 to 2 business days.",
  art: "network",
};

export const contactForm = {
  title: "Send us a message",
  intro: "Tell us a little about your agency or your question and how we can reach you.",
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
  },
  submitLabel: "Send Message",
  submittingLabel: "Sending...",
  success: {
    title: "Message Sent",
    description: "Thank you for reaching out. We will reply within 1 to 2 business days.",
  },
  confirmation: {
    title: "We received your message",
    received: "Thank you for writing to us. Your message is with our team.",
    nextSteps: "We reply within 1 to 2 business days, by e-mail, or by phone if you gave us a number.",
    sendAnother: "Send another message",
  },
  failureDescription: "Failed to send message. Please try again.",
  tooLarge: "Your message is too large to send. Please shorten it and try again.",
};

export const contactDetails = {
  title: "Reach us directly",
  addressLabel: "Office",
  mapsLabel: "View the office on a map",
  emailLabel: "Email",
  phoneLabel: "Phone",
  hoursTitle: "Office hours",
  therapyNote:
    "Looking for autism therapy for your child? Your county or health plan can connect you with EIDBI providers near you.",
};
