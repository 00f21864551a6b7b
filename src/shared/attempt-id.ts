// Attempt ids are made by the client: 'attempt_' + a millisecond timestamp + '_' + a random
// string (docs/product.md#quiz-scoring). No zod here: the client imports this without pulling zod in.

export const ATTEMPT_ID_PATTERN = /^attempt_\d{10,16}_[A-Za-z0-9]{4,40}$/;

/** Builds a new attempt id the way the client does it. */
export function newAttemptId(now = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 11).padEnd(6, '0');
  return `attempt_${now}_${random}`;
}
