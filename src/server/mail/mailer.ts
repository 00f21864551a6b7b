// Outgoing e-mail over SMTP (nodemailer), configured by SMTP_URL and MAIL_FROM. Without SMTP_URL
// there is no mailer: callers say so to the member instead of pretending a message left.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../env.js';
import type { Lang } from '../i18n/messages.js';

export interface MailMessage {
  /** The language of the text, sent as Content-Language (the HTML part also says it). */
  lang: Lang;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** More header fields (List-Unsubscribe of the reminder e-mail). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

// One transport per SMTP URL, built on first use (each message opens its own connection).
const transports = new Map<string, Transporter>();

/** The mailer of this configuration, or null when SMTP is not configured. */
export function getMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | null {
  const url = env.SMTP_URL;
  const from = env.MAIL_FROM;
  if (!url || !from) return null;
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    transports.set(url, transport);
  }
  const sender = transport;
  return {
    async send({ lang, headers, ...message }) {
      await sender.sendMail({ from, ...message, headers: { ...headers, 'Content-Language': lang } });
    },
  };
}

/** Forgets the transports (tests that start and stop SMTP servers). */
export function closeMailers(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
