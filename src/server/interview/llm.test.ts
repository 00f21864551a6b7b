import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respond, startExaminer } from './examiner.js';
import { LLM_TIMEOUT_MS, llmConfigFrom, respondWithLlm, withoutName, type LlmConfig } from './llm.js';
import { strongCandidate } from '../../../tests/helpers/scripted-candidates.js';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let handler: Handler = () => {};
/** What the fake endpoint received: an OpenAI-style chat request. */
interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}
const requests: { headers: IncomingMessage['headers']; body: ChatRequest | null }[] = [];
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: body ? JSON.parse(body) : null });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const completion = (content: string) => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
const config = (): LlmConfig => ({ baseUrl, model: 'fake-model', apiKey: 'sk-test', timeoutMs: 300 });

describe('LLM adapter', () => {
  it('is off unless the URL and the model are set', () => {
    expect(llmConfigFrom({})).toBeNull();
    expect(llmConfigFrom({ LLM_BASE_URL: 'http://127.0.0.1:1' })).toBeNull();
    expect(llmConfigFrom({ LLM_BASE_URL: 'http://x', LLM_MODEL: 'm' })).toEqual({ baseUrl: 'http://x', model: 'm', apiKey: undefined });
    expect(LLM_TIMEOUT_MS).toBe(8000);
  });

  it('uses the model’s French wording and keeps the rules’ grades', async () => {
    const wording = 'Je vous remercie. Pouvez-vous maintenant me parler de votre situation personnelle en France ?';
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion(JSON.stringify({ grades: { languageSkills: 10, civicKnowledge: null, motivation: 12, republicanValues: null }, interviewerResponse: wording })));
    };
    const state = startExaminer('Amina', { seed: 1 });
    const answer = strongCandidate(state);
    const builtIn = respond(state, answer);
    // A generous time-out here: on a loaded CI machine 300 ms can pass before the fake answers.
    const step = await respondWithLlm(state, answer, { ...config(), timeoutMs: 5000 });
    expect(step.llm).toBe('used');
    expect(step.interviewerResponse).toBe(wording);
    expect(step.state.currentQuestion).toBe(wording);
    expect(step.stage).toBe(builtIn.stage);
    // The rules keep the grades: the model acts only on a wrong fact the rules found.
    expect(step.assessment).toEqual(builtIn.assessment);
    const sent = requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body?.model).toBe('fake-model');
    // The answer goes to the model, without the candidate's name.
    expect(JSON.parse(sent.body!.messages[1]!.content).answer).toBe(withoutName(answer.trim(), 'Amina'));
    expect(sent.body!.messages[1]!.content).not.toContain('Amina');
    expect(JSON.parse(JSON.stringify(step.state))).toEqual(step.state);
  });

  it('never sends the candidate\'s name to the endpoint, and puts it back in the wording', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion(JSON.stringify({ grades: { languageSkills: 12, civicKnowledge: null, motivation: 12, republicanValues: null }, interviewerResponse: 'Merci {name}. Pourquoi avez-vous choisi la France ?' })));
    };
    const state = startExaminer('Aminata Diallo-Keita', { seed: 1 });
    expect(state.currentQuestion).toContain('Aminata Diallo-Keita');
    const answer = "Je m'appelle Aminata Diallo-Keita, mes amis disent Aminata. Je vis à Lyon depuis huit ans et je travaille comme infirmière.";
    const step = await respondWithLlm(state, answer, { ...config(), timeoutMs: 5000 });
    expect(step.llm).toBe('used');
    const sent = JSON.stringify(requests.at(-1)!.body);
    expect(sent).not.toMatch(/Aminata|Diallo|Keita/i);
    expect(sent).toContain('Lyon depuis huit ans');
    expect(step.interviewerResponse).toBe('Merci Aminata Diallo-Keita. Pourquoi avez-vous choisi la France ?');
  });

  const fallbackCases: [string, Handler][] = [
    ['an HTTP error', (_q, _b, res) => { res.writeHead(500); res.end('boom'); }],
    ['invalid JSON content', (_q, _b, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(completion('not json at all')); }],
    ['a reply outside the schema', (_q, _b, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(completion(JSON.stringify({ grades: { languageSkills: 45 }, interviewerResponse: '' }))); }],
    ['a time-out', (_q, _b, res) => { setTimeout(() => { if (!res.destroyed) { res.writeHead(200); res.end(completion('{}')); } }, 1500); }],
  ];

  it.each(fallbackCases)('falls back to the built-in examiner on %s', async (_name, h) => {
    handler = h;
    const state = startExaminer('Amina', { seed: 2 });
    const answer = strongCandidate(state);
    const builtIn = respond(state, answer);
    const started = Date.now();
    const step = await respondWithLlm(state, answer, config());
    expect(Date.now() - started).toBeLessThan(1400);
    expect(step.llm).toBe('fallback');
    expect(step.llmError).toBeTruthy();
    expect(step.interviewerResponse).toBe(builtIn.interviewerResponse);
    expect(step.assessment).toEqual(builtIn.assessment);
    expect(step.state.llm.fallbacks).toBe(1);
  });

  it('falls back when nothing listens', async () => {
    const state = startExaminer('Amina', { seed: 2 });
    const step = await respondWithLlm(state, strongCandidate(state), { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 500 });
    expect(step.llm).toBe('fallback');
  });

  it('keeps the built-in line when the model answers in English', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion(JSON.stringify({ grades: { languageSkills: 15 }, interviewerResponse: 'Thank you, can you tell me about your family and your work in France?' })));
    };
    const state = startExaminer('Amina', { seed: 4 });
    const answer = strongCandidate(state);
    const step = await respondWithLlm(state, answer, config());
    expect(step.llm).toBe('used');
    expect(step.interviewerResponse).toBe(respond(state, answer).interviewerResponse);
  });

  it('acts on knowledge only where the rules found a wrong fact, and only to lower the score', async () => {
    const grading = (civic: number) => (_req: IncomingMessage, _body: string, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion(JSON.stringify({ grades: { languageSkills: 20, civicKnowledge: civic, motivation: null, republicanValues: null }, interviewerResponse: 'D’accord. Passons à la suite ?' })));
    };
    const at = (questionId: string, name = 'Amina') => {
      const s = startExaminer(name, { seed: 4 });
      s.plan[s.planIndex] = { stage: 'civic_knowledge', questionId };
      s.stage = 'civic_knowledge';
      return s;
    };
    const cfg = { ...config(), timeoutMs: 5000 };
    const wrong = 'Il est élu par le Parlement pour cinq ans.';
    const right = 'Il est élu au suffrage universel direct pour cinq ans.';
    const ruleWrong = respond(at('civ-president'), wrong).assessment;
    const ruleRight = respond(at('civ-president'), right).assessment;

    handler = grading(20); // would raise the wrong answer
    expect((await respondWithLlm(at('civ-president'), wrong, cfg)).assessment.civicKnowledge).toBe(ruleWrong.civicKnowledge);
    handler = grading(0); // would lower a right answer without any wrong fact found
    expect((await respondWithLlm(at('civ-president'), right, cfg)).assessment.civicKnowledge).toBe(ruleRight.civicKnowledge);
    handler = grading(0); // lowers the answer where the rules found the wrong fact
    const lowered = await respondWithLlm(at('civ-president'), wrong, cfg);
    expect(lowered.llm).toBe('used');
    expect(lowered.assessment.civicKnowledge).toBeLessThan(ruleWrong.civicKnowledge);
    // A language grade of 20 never lifts the rules' grade either.
    expect(lowered.assessment.languageSkills).toBeLessThanOrEqual(ruleWrong.languageSkills);
  });
});
