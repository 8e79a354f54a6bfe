// A calendar file (RFC 5545) for one event, small enough to write by hand: UTC times, escaped text, lines folded at
// 75 octets, CRLF line ends. Calendar programs import it from the confirmation e-mail.

export type CalendarEvent = {
  /** Globally unique and stable for the event, so a second file for it updates the same entry. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The cancel link. */
  url: string;
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

export function calendarFile(event: CalendarEvent, productId: string) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `URL:${event.url}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
