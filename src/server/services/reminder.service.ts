// The opt-in reminder e-mail (docs/readiness.md, « Le rappel »): a member chooses a Europe/Paris
// hour in « Mon compte »; once a minute the scheduler (app.ts) reads, through the index on
// (hour, last_sent_day), the members of the current hour not yet handled today, claims them in one
// conditional update (several processes never send twice) and e-mails those who have not
// practised today. Each e-mail carries a signed unsubscribe link that works without signing in
// (List-Unsubscribe and RFC 8058 one-click POST).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { Db } from '../../../db/client.js';
import type { User } from '../../../db/schema.js';
import type { ReminderDto, ReminderInput } from '../../shared/schemas/learning.js';
import { REMINDER_HOUR_DEFAULT } from '../../shared/schemas/learning.js';
import type { Env } from '../env.js';
import '../i18n/learning.messages.js';
import { isLang, type Lang } from '../i18n/messages.js';
import { getMailer, type Mailer } from '../mail/mailer.js';
import { dailyReminderMail } from '../mail/templates.js';
import { parisDay } from './community-aggregates.service.js';
import { serverSecret } from './server-secret.js';

type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>;

/** Members e-mailed per scheduler tick at most; the rest of the hour's members follow a minute later. */
export const REMINDERS_PER_TICK = 500;
export const REMINDER_TICK_MS = 60_000;

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' });
/** The hour (0-23) of an instant in Paris. */
export function parisHour(at: Date): number {
  return Number(hourFormat.format(at)) % 24;
}

// ------------------------------------------------------------------ settings

/** GET /api/account/reminder */
export async function getReminder(db: Db, env: MailEnv, user: Pick<User, 'id'>): Promise<ReminderDto> {
  const row = await db.selectFrom('memberReminders').select('hour').where('userId', '=', user.id).executeTakeFirst();
  return { enabled: row !== undefined, hour: row?.hour ?? REMINDER_HOUR_DEFAULT, available: getMailer(env) !== null };
}

/** PUT /api/account/reminder: on at the chosen hour (in the language of the request), or off. */
export async function setReminder(db: Db, env: MailEnv, user: Pick<User, 'id'>, input: ReminderInput, lang: Lang, now = new Date()): Promise<ReminderDto> {
  if (!input.enabled) {
    await db.deleteFrom('memberReminders').where('userId', '=', user.id).execute();
    return { enabled: false, hour: input.hour, available: getMailer(env) !== null };
  }
  if (getMailer(env) === null) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'learning.reminder_unavailable' });
  await db
    .insertInto('memberReminders')
    .values({ userId: user.id, hour: input.hour, lang, createdAt: now.toISOString() })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ hour: input.hour, lang }))
    .execute();
  return { enabled: true, hour: input.hour, available: true };
}

// ------------------------------------------------------------------ the unsubscribe token

const SECRET_NAME = 'reminder-unsubscribe';

const signingKey = (db: Db) => serverSecret(db, SECRET_NAME);

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(`unsubscribe:${body}`).digest('base64url');

/** `<member id, base64url>.<HMAC>`: names the member, cannot be made for another one. */
export async function unsubscribeToken(db: Db, userId: string): Promise<string> {
  const body = Buffer.from(userId, 'utf8').toString('base64url');
  return `${body}.${mac(await signingKey(db), body)}`;
}

/** POST /api/reminders/unsubscribe?token=…: the reminder is off (again, if it already was). */
export async function unsubscribe(db: Db, token: string): Promise<{ unsubscribed: true }> {
  const invalid = () => new TRPCError({ code: 'BAD_REQUEST', message: 'learning.unsubscribe_invalid' });
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw invalid();
  const [body, given] = parts as [string, string];
  const expected = Buffer.from(mac(await signingKey(db), body));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalid();
  const userId = Buffer.from(body, 'base64url').toString('utf8');
  await db.deleteFrom('memberReminders').where('userId', '=', userId).execute();
  return { unsubscribed: true };
}

// ------------------------------------------------------------------ the scheduler

/**
 * One tick: the members whose hour it is in Paris and who were not handled today. They are claimed
 * (last_sent_day = today) before anything else; those who have practised today get no e-mail.
 * Returns how many e-mails left.
 */
export async function sendDueReminders(
  db: Db,
  env: MailEnv,
  now = new Date(),
  onError: (error: unknown) => void = () => {},
  mailer: Mailer | null = getMailer(env),
): Promise<number> {
  if (!mailer || !env.PUBLIC_URL) return 0;
  const origin = new URL(env.PUBLIC_URL).origin;
  const today = parisDay(now);
  const due = await db
    .selectFrom('memberReminders as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select((eb) => [
      'r.userId',
      'r.lang',
      'u.email',
      'u.firstName',
      eb
        .exists(eb.selectFrom('learningDays as d').select('d.day').whereRef('d.userId', '=', 'r.userId').where('d.day', '=', today))
        .as('practised'),
    ])
    .where('r.hour', '=', parisHour(now))
    .where('r.lastSentDay', '<', today)
    .limit(REMINDERS_PER_TICK)
    .execute();
  if (due.length === 0) return 0;
  // One statement claims the whole batch: a member another process claimed first is not returned.
  const claimed = new Set(
    (
      await db
        .updateTable('memberReminders')
        .set({ lastSentDay: today })
        .where(
          'userId',
          'in',
          due.map((m) => m.userId),
        )
        .where('lastSentDay', '<', today)
        .returning('userId')
        .execute()
    ).map((r) => r.userId),
  );
  let sent = 0;
  for (const member of due) {
    if (!claimed.has(member.userId) || Number(member.practised) !== 0) continue;
    const lang: Lang = isLang(member.lang) ? member.lang : 'fr';
    const token = encodeURIComponent(await unsubscribeToken(db, member.userId));
    // The link opens a page that unsubscribes at once; mail clients POST to the header's address.
    const message = dailyReminderMail(lang, member.email, member.firstName, {
      session: `${origin}/seance`,
      unsubscribePage: `${origin}/desinscription?token=${token}`,
      unsubscribePost: `${origin}/api/reminders/unsubscribe?token=${token}`,
    });
    try {
      await mailer.send(message);
      sent += 1;
    } catch (error) {
      // One address refused: the others still get theirs; this one is not retried today.
      onError(error);
    }
  }
  return sent;
}
