// A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives, for the tests of
// e-mails the app sends: point SMTP_URL at `url`, then wait for a message with `next(to)`.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The sender the tests' apps mail from (MAIL_FROM). */
export const TEST_MAIL_FROM = 'Prépa Naturalisation <no-reply@prepa.example.fr>';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part. */
  html: string;
  /** The message's own header fields, names in lower case. */
  headers: Record<string, string>;
  raw: string;
}

export interface Mailbox {
  url: string;
  received: ReceivedMail[];
  /** How long the server waits before accepting each message (a slow SMTP server). */
  delayMs: number;
  /** The next message to `to` not yet taken (waits for it to arrive). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** No message to `to` arrives within `ms` (and none is waiting). */
  expectNone(to: string, ms?: number): Promise<void>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHead(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at === -1 ? part : part.slice(0, at);
  const body = at === -1 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers, body } = splitHead(raw);
  const mail: ReceivedMail = { from: envelope.from, to: envelope.to, subject: decodeHeader(headers.subject ?? ''), text: '', html: '', headers, raw };
  const collect = (h: Record<string, string>, b: string) => {
    const type = h['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const piece of b.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const inner = splitHead(piece.replace(/^\r?\n/, ''));
        collect(inner.headers, inner.body);
      }
    } else if (/^text\/html/i.test(type)) mail.html = decodeBody(b, h['content-transfer-encoding'] ?? '');
    else if (/^text\/plain/i.test(type)) mail.text = decodeBody(b, h['content-transfer-encoding'] ?? '');
  };
  collect(headers, body);
  return mail;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to: session.envelope.rcptTo.map((r) => r.address) }));
        setTimeout(() => {
          for (const wake of waiters) wake();
          callback();
        }, box.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const find = (to: string) => received.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));

  const box: Mailbox = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    delayMs: 0,
    next(to, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(to);
          if (!mail) return false;
          taken.add(mail);
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    async expectNone(to, ms = 300) {
      await new Promise((r) => setTimeout(r, ms));
      if (find(to)) throw new Error(`unexpected e-mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return box;
}

/** The one link of `path` (e.g. /reset-password) in a message's text. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9%]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[0]);
}
