import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoQuestions } from './demo-questions';

const QUESTION = { id: 'q1', content: 'Quelle est la devise ?', contentEn: 'What is the motto?', type: 'mcq', options: ['a', 'b'], optionsEn: ['a', 'b'], correctAnswer: 'a', explanation: '', explanationEn: '' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('demoQuestions', () => {
  it('reads tRPC\'s own GET once per visit, and reads again after a failure', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('{"error":{}}', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ result: { data: [QUESTION] } }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(demoQuestions()).rejects.toThrow('503');
    expect(await demoQuestions()).toEqual([QUESTION]);
    // Kept for the visit: a return to /demo does not ask again.
    expect(await demoQuestions()).toEqual([QUESTION]);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1]!;
    // The URL the service worker keeps for offline use (src/client/sw.ts).
    expect(url).toBe('/trpc/questions.demo');
    expect(init).toMatchObject({ credentials: 'include', headers: { 'x-product-language': 'fr' } });
  });
});
