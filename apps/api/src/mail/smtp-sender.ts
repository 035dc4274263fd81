import nodemailer from 'nodemailer';
import type { OutgoingMessage, Sender } from './sender';

export interface SmtpConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; nodemailer's connection URL. */
  readonly url: string;
  /** The From header, e-mail or `Name <e-mail>`. */
  readonly from: string;
}

/** E-mail through one SMTP server (SMTP_URL, MAIL_FROM). SMS stays in the outbox: no gateway is configured. */
export function smtpSender(config: SmtpConfig): Sender {
  const transport = nodemailer.createTransport(config.url);
  return {
    channels: ['email'],
    async send(message: OutgoingMessage) {
      const info = await transport.sendMail({ from: config.from, to: message.recipient, subject: message.subject, text: message.body });
      if (info.rejected.length > 0) throw new Error(`recipient rejected: ${String(info.rejected[0])}`);
    },
    async close() {
      transport.close();
    },
  };
}
