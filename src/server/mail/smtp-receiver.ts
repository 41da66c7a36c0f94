/**
 * The SMTP receiver of the families' forwarding addresses (smtp-server, mailparser). A message is
 * taken only for one family's address, only from one of its members (the envelope's sender and the
 * From header both), and only up to the size limit; its calendar parts (an attached `.ics`, inline
 * `text/calendar`, or either inside a forwarded message) go to the inbox service. Whatever happens
 * leaves a note for the family, and a refusal is also the SMTP answer, which the sender's mail
 * server turns into a bounce that says why.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { AddressObject, Attachment } from 'mailparser';
import type { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import type { MailConfig } from '../config';
import { type InboxService, NO_INVITATION } from '../family-calendar/inbox.service';
import type { InboxAddresses } from './inbox-address';

export interface MailReceiverDeps {
  config: MailConfig;
  addresses: InboxAddresses;
  /** The account emails of a family's members, lower case. */
  memberEmails: (familyId: number) => Promise<string[]>;
  inbox: InboxService;
  log: FastifyBaseLogger;
}

/** An SMTP refusal: `code` is the reply code, the message its text. */
function smtpError(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

const NOT_A_MEMBER =
  'Only the family’s members can send to this address, from the email they sign in to Luno with.';
const CALENDAR_TYPES = new Set([
  'text/calendar',
  'application/ics',
  'text/x-vcalendar',
  'application/x-ical',
]);
/** Forwarded messages inside a message are read this deep. */
const NESTED_MESSAGES = 2;

let mailparser: Promise<typeof import('mailparser')> | undefined;
/** The message parser, loaded with the first message rather than at start. */
async function parse(message: Buffer) {
  mailparser ??= import('mailparser');
  const { simpleParser } = await mailparser;
  return simpleParser(message, { skipHtmlToText: true, skipTextToHtml: true });
}

function firstAddress(field: AddressObject | AddressObject[] | undefined): string {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return (list[0]?.value[0]?.address ?? '').trim().toLowerCase();
}

function isCalendar(attachment: Attachment): boolean {
  return (
    CALENDAR_TYPES.has(attachment.contentType.toLowerCase()) ||
    /\.(ics|ical|ifb|vcs)$/i.test(attachment.filename ?? '')
  );
}

/** Every calendar part's text, from the message and from messages forwarded inside it. */
async function calendarsOf(attachments: Attachment[], depth: number): Promise<string[]> {
  const found: string[] = [];
  for (const attachment of attachments) {
    if (isCalendar(attachment)) found.push(attachment.content.toString('utf8'));
    else if (attachment.contentType.toLowerCase() === 'message/rfc822' && depth > 0) {
      const inner = await parse(attachment.content);
      found.push(...(await calendarsOf(inner.attachments, depth - 1)));
    }
  }
  // Outlook sends the same invitation inline and attached.
  return [...new Set(found)];
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The SMTP answer's text: one line, short enough for any mail server to pass on. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 400);

export function createMailReceiver({ config, addresses, memberEmails, inbox, log }: MailReceiverDeps) {
  const senderOf = (session: SMTPServerSession) =>
    (session.envelope.mailFrom ? session.envelope.mailFrom.address : '').trim().toLowerCase();

  /** The one family the message is for, from its (checked) recipients. */
  const familyOfSession = (session: SMTPServerSession) =>
    session.envelope.rcptTo.map((rcpt) => addresses.familyOf(rcpt.address)).find((id) => id !== null) ?? null;

  async function refuse(familyId: number, sender: string, subject: string, reason: string) {
    try {
      await inbox.refuse(familyId, { sender: sender || '(no sender)', subject }, reason);
    } catch (error) {
      log.warn({ err: error }, 'a refused message could not be noted');
    }
  }

  async function read(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      // Past the limit the rest is read and dropped, so the client gets to hear the refusal.
      if (bytes <= config.maxBytes) chunks.push(chunk);
    }
    const familyId = familyOfSession(session);
    const sender = senderOf(session);
    if (familyId === null) throw smtpError(550, '5.1.1 No such mailbox here.');
    if (stream.sizeExceeded || bytes > config.maxBytes) {
      await refuse(
        familyId,
        sender,
        '(not read)',
        `A message of more than ${megabytes(config.maxBytes)} was refused: forward the invitation alone.`,
      );
      throw smtpError(
        552,
        `5.3.4 The message is larger than this address takes (${megabytes(config.maxBytes)}).`,
      );
    }
    const parsed = await parse(Buffer.concat(chunks));
    const subject = (parsed.subject ?? '').trim().slice(0, 200) || '(no subject)';
    const from = firstAddress(parsed.from);
    const members = await memberEmails(familyId);
    if (!members.includes(from)) {
      await refuse(
        familyId,
        from || sender,
        subject,
        `Refused a message from ${from || 'no address'}: ${NOT_A_MEMBER}`,
      );
      throw smtpError(550, `5.7.1 ${NOT_A_MEMBER}`);
    }
    const calendars = await calendarsOf(parsed.attachments, NESTED_MESSAGES);
    if (calendars.length === 0) {
      await refuse(familyId, from, subject, NO_INVITATION);
      throw smtpError(550, `5.6.0 ${NO_INVITATION}`);
    }
    const outcome = await inbox.receive(familyId, { sender: from, subject, calendars });
    return oneLine(outcome.summary);
  }

  const options: ConstructorParameters<typeof SMTPServer>[0] = {
    name: config.domain,
    banner: 'Luno family calendar: forwarded invitations only',
    size: config.maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: 5_000,

    onRcptTo(address, session, callback) {
      const familyId = addresses.familyOf(address.address);
      if (familyId === null) return callback(smtpError(550, '5.1.1 No such mailbox here.'));
      const already = familyOfSession(session);
      if (already !== null && already !== familyId) {
        return callback(smtpError(452, '4.5.3 One family’s address at a time, please.'));
      }
      const sender = senderOf(session);
      memberEmails(familyId).then(
        async (members) => {
          if (members.includes(sender)) return callback();
          // A bounce (no sender) is nobody's to note.
          if (sender)
            await refuse(familyId, sender, '(not read)', `Refused a message from ${sender}: ${NOT_A_MEMBER}`);
          callback(smtpError(550, `5.7.1 ${NOT_A_MEMBER}`));
        },
        (error: unknown) => {
          log.error({ err: error }, 'the mail receiver could not check a recipient');
          callback(smtpError(451, '4.3.0 Please try again later.'));
        },
      );
    },

    onData(stream, session, callback) {
      read(stream, session).then(
        (summary) => callback(null, summary || 'OK'),
        (error: unknown) => {
          if (error instanceof Error && 'responseCode' in error) return callback(error);
          log.error({ err: error }, 'a forwarded message could not be handled');
          callback(smtpError(451, '4.3.0 The message could not be handled now. Please try again later.'));
        },
      );
    },
  };
  /** Made when it starts listening: the SMTP library loads only on a server that receives mail. */
  let server: SMTPServer | null = null;

  return {
    async listen(): Promise<AddressInfo> {
      const { SMTPServer } = await import('smtp-server');
      const listening = new SMTPServer(options);
      server = listening;
      listening.on('error', (error) => log.warn({ err: error }, 'mail receiver connection error'));
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(config.port, config.host, () => {
          listening.off('error', reject);
          resolve(listening.server.address() as AddressInfo);
        });
      });
    },
    address(): AddressInfo | null {
      return (server?.server.address() as AddressInfo | null) ?? null;
    },
    close(): Promise<void> {
      return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

export type MailReceiver = ReturnType<typeof createMailReceiver>;
