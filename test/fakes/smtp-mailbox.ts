import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const USER = 'luno';
const PASSWORD = 'mail-secret';

/**
 * A mail provider's submission server on 127.0.0.1, as the one `LUNO_SMTP_URL` names: it asks
 * for the user and password in the URL (AUTH PLAIN or LOGIN, refused otherwise), offers no
 * STARTTLS (nothing to verify a certificate against here), and keeps every message it accepts,
 * parsed, in `received`. It listens on `port` (0: any free one). `next(to)` waits for the next message to an address.
 */
export async function startSmtpMailbox({ port = 0 } = {}) {
  const received: ParsedMail[] = [];
  const waiting: Array<{ to: string; resolve: (mail: ParsedMail) => void }> = [];
  const addressesOf = (mail: ParsedMail) =>
    [mail.to ?? []].flat().flatMap((to) => to.value.map((one) => one.address?.toLowerCase() ?? ''));

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const waiter of [...waiting]) {
            if (addressesOf(mail).includes(waiter.to)) {
              waiting.splice(waiting.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${listening}`,
    received,
    /** The messages to an address so far. */
    to: (address: string) => received.filter((mail) => addressesOf(mail).includes(address.toLowerCase())),
    /** The next message to an address, or the first one already there. */
    next(address: string, timeoutMs = 10_000): Promise<ParsedMail> {
      const to = address.toLowerCase();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpMailbox = Awaited<ReturnType<typeof startSmtpMailbox>>;
