// The demo's three public questions, read with a plain fetch rather than the data layer (issue 36):
// main.tsx asks for them as soon as the entry runs on '/demo', alongside the page's code, instead of
// after the data layer has loaded and the page has hydrated; and the page shows them in a
// transition, which React renders in short slices, where a query's update renders in one block.
// The same GET as tRPC's (`/trpc/questions.demo`, sent alone: src/client/trpc.ts), which the
// service worker keeps for offline use (src/client/sw.ts). One read per visit, as the query's was.
import type { PlayableQuestion } from '../components/Quiz/QuizPlayer';
import { languageHeaders } from '../i18n';

let pending: Promise<PlayableQuestion[]> | null = null;

async function read(): Promise<PlayableQuestion[]> {
  const res = await fetch('/trpc/questions.demo', { credentials: 'include', headers: languageHeaders() });
  if (!res.ok) throw new Error(`questions.demo: ${res.status}`);
  const body = (await res.json()) as { result?: { data?: PlayableQuestion[] } };
  if (!Array.isArray(body.result?.data)) throw new Error('questions.demo: no data');
  return body.result.data;
}

/** The demo's questions; a failed read is tried again on the next call. */
export function demoQuestions(): Promise<PlayableQuestion[]> {
  pending ??= read().catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}
