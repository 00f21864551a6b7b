// A device that kept the first version of the offline database (practice pack and answer queue
// only) opens it in the version with the exam stores: the queued answers are still there.
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';

function openV1(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open('prepa-offline', 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      db.createObjectStore('packs', { keyPath: 'userId' });
      db.createObjectStore('attempts', { keyPath: 'attemptId' }).createIndex('userId', 'userId');
      db.createObjectStore('answers', { keyPath: 'key' }).createIndex('userId', 'userId');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

it('upgrades a first-version database in place, even while an old page holds it open', async () => {
  const old = await openV1();
  await new Promise<void>((resolve, reject) => {
    const tx = old.transaction('answers', 'readwrite');
    tx.objectStore('answers').put({ key: 'a1|q1', attemptId: 'a1', userId: 'ana', questionId: 'q1', userAnswer: 'A', timeSpent: 3, queuedAt: 1 });
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  // An old page leaves its connection open: it must give way when asked.
  old.onversionchange = () => old.close();

  const { pendingCount } = await import('./store');
  const { pendingExamCount, readExamPack, writeExamPack } = await import('./exam-store');
  expect(await pendingCount('ana')).toBe(1);
  expect(await pendingExamCount('ana')).toBe(0);
  await writeExamPack('ana', { token: 't', issuedAt: new Date().toISOString(), durationMinutes: 45, passMark: 32, questions: [] });
  expect((await readExamPack('ana'))?.token).toBe('t');
});
