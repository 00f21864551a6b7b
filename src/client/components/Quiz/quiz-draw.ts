// Drawing a quiz's questions: from the server for the attempt about to be played (its id orders
// each question's options), or, without network, from the pack kept on the device (docs/offline.md).
import { DEFAULT_QUESTION_COUNT, OFFICIAL_LIST_PAGE } from '../../../shared/constants';
import { isNetworkError } from '../AuthDialog/auth-flows';
import { drawFromPack } from '../../offline/pack-draw';
import type { trpc } from '../../trpc';
import type { QuizSettings } from './quiz-settings';
import type { PlayableQuestion } from './QuizPlayer';
import type { QuizMode } from './quiz-run';

type Client = ReturnType<typeof trpc.useUtils>['client'];

const orUndefined = <T>(v: T | 'all') => (v === 'all' ? undefined : v);

export function drawFilters(settings: QuizSettings) {
  return {
    theme: orUndefined(settings.theme),
    subtheme: orUndefined(settings.subtheme),
    kind: orUndefined(settings.kind),
    category: orUndefined(settings.category),
    difficulty: settings.difficulty === 0 ? undefined : settings.difficulty,
  };
}

export type Drawn =
  | { from: 'server' | 'device'; questions: PlayableQuestion[] }
  /** Without network: the review and the official list need the server; or no pack on the device. */
  | { from: 'none'; reason: 'needsNetwork' | 'noPack' };

async function drawOnline(client: Client, mode: QuizMode, settings: QuizSettings, attemptId: string, officialStart: number): Promise<PlayableQuestion[]> {
  if (mode === 'official') return (await client.questions.officialList.query({ start: officialStart, limit: OFFICIAL_LIST_PAGE, attemptId })).questions;
  if (mode === 'review') return client.questions.review.query({ attemptId });
  if (mode === 'spaced') return client.learning.due.query({ limit: DEFAULT_QUESTION_COUNT, attemptId });
  return client.questions.list.query({ attemptId, ...drawFilters(settings), limit: settings.limit });
}

export async function drawQuiz(client: Client, userId: string, mode: QuizMode, settings: QuizSettings, attemptId: string, officialStart = 1): Promise<Drawn> {
  try {
    if (!navigator.onLine) throw new Error('offline');
    return { from: 'server', questions: await drawOnline(client, mode, settings, attemptId, officialStart) };
  } catch (error) {
    // No network: the same quiz from the pack downloaded earlier.
    if (navigator.onLine && !isNetworkError(error)) throw error;
  }
  if (mode === 'review' || mode === 'official') return { from: 'none', reason: 'needsNetwork' };
  const fromPack = await drawFromPack(userId, mode, drawFilters(settings), mode === 'spaced' ? DEFAULT_QUESTION_COUNT : settings.limit);
  return fromPack ? { from: 'device', questions: fromPack as PlayableQuestion[] } : { from: 'none', reason: 'noPack' };
}
