import type { MailingListEntry } from './mailing-list.repo';

/**
 * A field as RFC 4180 writes it. A field that a spreadsheet would read as a formula (it starts with
 * =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe first (OWASP CSV injection):
 * an address is typed by anyone who opens the demo.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The mailing list as CSV with a header line, CRLF line ends (RFC 4180). */
export function mailingListCsv(entries: readonly MailingListEntry[]): string {
  const lines = [
    'email,source,subscribed_at',
    ...entries.map((entry) => [entry.email, entry.source, entry.createdAt].map(csvField).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
