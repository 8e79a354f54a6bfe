// A calendar file (RFC 5545) for one event, small enough to write by hand: UTC times, escaped text, lines folded at
// 75 octets, CRLF line ends. Calendar programs import it from the confirmation e-mail (METHOD:PUBLISH), and the
// cancellation's file (METHOD:CANCEL, RFC 5546) removes that entry: the same UID with a higher SEQUENCE.

export type CalendarEvent = {
  /** Globally unique and stable for the event, so a second file for it updates the same entry. */
  uid: string;
  /** How many times the event has changed since the first file: a file with a higher one replaces the entry. */
  sequence: number;
  /** Who holds the event: the firm's name and address. */
  organizer: { name: string; email: string };
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The cancel link; a cancelled event has none. */
  url?: string;
  /** When the file was made. */
  stamp: Date;
};

/** 20261126T150000Z */
function utc(date: Date) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values escape backslash, semicolon, comma and line breaks. */
function text(value: string) {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A parameter value (such as CN=…): quoted, without the characters a quoted value cannot hold. */
function parameter(value: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}

/** Folds a content line into pieces of at most 75 octets, continued with CRLF and a space; never splits a character. */
function fold(line: string) {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/**
 * The calendar file announcing `event` ("PUBLISH"), or cancelling it ("CANCEL", with the `attendee` it was sent to:
 * RFC 5546 names everyone an event is cancelled for).
 */
export function calendarFile(
  event: CalendarEvent,
  productId: string,
  method: { kind: "PUBLISH" } | { kind: "CANCEL"; attendee: string },
) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method.kind}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `SEQUENCE:${event.sequence}`,
    `ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(method.kind === "CANCEL" ? [`ATTENDEE:mailto:${method.attendee}`] : []),
    method.kind === "CANCEL" ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
