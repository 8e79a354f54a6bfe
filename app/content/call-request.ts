export const callRequestMeta = {
  title: "Book a Call",
  description:
    "Ask for a 30-minute call with our compliance team: choose up to three times that suit you, Monday to Friday, and we will e-mail you to confirm.",
};

export const callRequestPage = {
  heading: "Book a Call",
  description:
    "A 30-minute call with a compliance specialist about your agency. Choose up to three times that suit you and we will e-mail you to confirm one.",
  formTitle: "Request a call",
  intro: "Calls are Monday to Friday, 7:30 AM to 8:00 PM Central time.",
  slotsLegend: "Preferred times",
  slotsHint: "Choose up to three times, first choice first. Each call takes 30 minutes.",
  slotLabels: ["First choice", "Second choice", "Third choice"],
  dayLabel: "Day",
  timeLabel: "Time",
  dayPlaceholder: "Choose a day",
  timePlaceholder: "Choose a time",
  byAppointment: "by appointment",
  booked: "booked",
  saturday: "Saturdays: by appointment — leave a note below with a time that would suit you.",
  centralOnly: "Times are in Central time.",
  withLocal: "Times are in Central time, with your own time in brackets where it differs.",
  labels: {
    name: "Your name",
    email: "Email",
    phone: "Phone",
    organization: "Organization",
    serviceType: "Topic",
    message: "A short note",
  },
  serviceTypePlaceholder: "Choose a topic",
  messageHint: "Anything we should know before the call. Please leave out health details about anyone you serve.",
  submitLabel: "Request a Call",
  submittingLabel: "Sending...",
  success: {
    title: "Requested — not yet confirmed",
    description: "Requested — not yet confirmed. We will e-mail you to confirm.",
  },
  confirmation: {
    title: "We received your call request",
    received: "Thank you. Your call request is with our team.",
    nextSteps: "Requested — not yet confirmed. We will e-mail you to confirm.",
    sendAnother: "Request another call",
  },
  failureDescription: "Failed to send your call request. Please try again.",
  tooLarge: "Your request is too large to send. Please shorten the note and try again.",
};

export const cancelPage = {
  title: "Cancel your call",
  question: "Do you want to cancel your call on",
  button: "Cancel the call",
  done: "Your call is cancelled. We have sent you an e-mail to confirm it.",
  doneNoMail: "Your call is cancelled.",
  invalid:
    "This link is no longer valid: the call was already cancelled or changed. Please contact us if you need help.",
  failed: "We could not cancel the call just now. Please try again in a moment.",
  requestAnother: "Request another time",
};
