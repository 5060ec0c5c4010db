/**
 * An iCalendar file (RFC 5545) of dated cards and checklist items: one VEVENT each at its due time (UTC),
 * with a link back to the card and an alarm at the reminder lead time. Written by hand: the
 * format is small, and a library would weigh more than this file.
 */
export interface IcsEvent {
  /** Stable across downloads, so a calendar app updates the event instead of adding one. */
  uid: string;
  start: Date;
  summary: string;
  description: string;
  url: string;
}

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** TEXT values (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): continuation lines start with a space,
 * and a character is never split between two lines (UTF-8 sequences stay whole).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 20261125T090000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** The file's text: CRLF line ends, every line folded. */
export function buildCalendar(
  events: readonly IcsEvent[],
  { now, name, alarmMinutes }: { now: Date; name: string; alarmMinutes: number },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Project Board//My work//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(event.start)}`,
      'DURATION:PT30M',
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(`${event.description}\n${event.url}`)}`,
      // URI values are not TEXT: no escaping (the app's own https/http address).
      `URL:${event.url}`,
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.summary)}`,
      `TRIGGER:-PT${alarmMinutes}M`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
