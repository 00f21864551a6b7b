// `npx tsx scripts/bench/reminders.ts`: the reminder scheduler at 100,000 members who all opted in
// (docs/readiness.md, « Le rappel »). A temp SQLite database with the real migrations; the members'
// hours spread over the day, one in five practised today; the mailer counts instead of sending.
// Prints each tick of the current hour until the hour is done, then the cost of an empty tick (the
// other 59 minutes of each hour).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrate.js';
import { parisDay } from '../../src/server/services/community-aggregates.service.js';
import { parisHour, sendDueReminders } from '../../src/server/services/reminder.service.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepa-bench-reminders-'));
const handle = createDb(path.join(dir, 'bench.db'));
try {
  await migrateToLatest(handle);
  const db = handle.db;
  const now = new Date();
  const today = parisDay(now);
  for (let i = 0; i < MEMBERS; i += 1000) {
    const ids = Array.from({ length: Math.min(1000, MEMBERS - i) }, (_, k) => i + k);
    await db
      .insertInto('users')
      .values(ids.map((j) => ({ id: `u${j}`, email: `u${j}@example.fr`, passwordHash: null, googleId: null, firstName: null, lastName: null, city: null, isAdmin: 0, hasFullAccess: 1 })))
      .execute();
    await db
      .insertInto('memberReminders')
      .values(ids.map((j) => ({ userId: `u${j}`, hour: j % 24, lang: 'fr', createdAt: now.toISOString() })))
      .execute();
    const practised = ids.filter((j) => j % 5 === 0);
    if (practised.length) await db.insertInto('learningDays').values(practised.map((j) => ({ userId: `u${j}`, day: today, newQuestions: 1, reviews: 0 }))).execute();
  }
  let mailed = 0;
  const mailer = {
    async send() {
      mailed += 1;
    },
  };
  const env = { SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: 'bench@example.fr', PUBLIC_URL: 'https://prepa.example.fr' };
  for (let tick = 0; ; tick++) {
    const t0 = performance.now();
    const sent = await sendDueReminders(db, env, now, () => {}, mailer);
    console.log(`tick ${tick}: ${sent} e-mails, ${(performance.now() - t0).toFixed(1)} ms`);
    if (sent === 0) break;
  }
  const t0 = performance.now();
  for (let k = 0; k < 100; k++) await sendDueReminders(db, env, now, () => {}, mailer);
  console.log(`empty tick: ${((performance.now() - t0) / 100).toFixed(2)} ms; hour ${parisHour(now)}: ${mailed} e-mails`);
} finally {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
