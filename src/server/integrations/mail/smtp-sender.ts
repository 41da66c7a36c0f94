import type { MailOutConfig } from '../../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends Luno's own mail; throws when the mail server refuses it or cannot be reached. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Mail through the SMTP server of `LUNO_SMTP_URL` with nodemailer, loaded at the first message
 * (architecture.md: an integration's library is read where it is first used).
 */
export function createSmtpMailer(config: MailOutConfig): Mailer {
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(config.url),
      );
      await (await transport).sendMail({ from: config.from, ...mail });
    },
  };
}
