// The page's side of sending the queue (docs/offline.md): now when online, else by Background
// Sync where the browser has it; the 'online' event and the next start (OfflineLayer) cover the rest.
import { flushQueue, type FlushResult } from './flush';
import { QUEUE_EVENT, SYNC_TAG } from './store';

export async function sendQueue(userId: string): Promise<FlushResult> {
  if (!navigator.onLine) {
    await requestBackgroundSync();
    return 'later';
  }
  const result = await flushQueue(userId);
  window.dispatchEvent(new Event(QUEUE_EVENT));
  if (result === 'later') await requestBackgroundSync();
  return result;
}

async function requestBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 1000, null)),
    ])) as (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | null;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari): 'online' and the next start send the queue.
  }
}
