// Optional adapter for an OpenAI-compatible chat-completions endpoint. When configured, the model
// grades each answer (blended with the built-in grades) and words the examiner's next line. Any
// error — network, HTTP status, time-out over 8 s, bad JSON, a reply that fails the zod schema or
// is not in French — falls back to the built-in examiner for that turn: the interview never stalls.
import { z } from 'zod';
import { questionOf, respond, refreshAssessment, type ExaminerState, type ExaminerStep } from './examiner.js';
import { detectLanguage } from './language.js';
import { civicQuestionScore, type Axis } from './scoring.js';

export const LLM_TIMEOUT_MS = 8000;

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Reads the three optional settings; returns null unless both the URL and the model are set. */
export function llmConfigFrom(settings: { LLM_BASE_URL?: string | undefined; LLM_MODEL?: string | undefined; LLM_API_KEY?: string | undefined }): LlmConfig | null {
  if (!settings.LLM_BASE_URL || !settings.LLM_MODEL) return null;
  return { baseUrl: settings.LLM_BASE_URL, model: settings.LLM_MODEL, apiKey: settings.LLM_API_KEY || undefined };
}

const grade = z.number().min(0).max(20);
export const llmReviewSchema = z.object({
  grades: z.object({
    languageSkills: grade,
    civicKnowledge: grade.nullable().optional(),
    motivation: grade.nullable().optional(),
    republicanValues: grade.nullable().optional(),
  }),
  interviewerResponse: z.string().trim().min(1).max(1000),
});
export type LlmReview = z.infer<typeof llmReviewSchema>;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export interface LlmTurnInput {
  stage: string;
  question: string;
  answer: string;
  /** Expected concepts of a knowledge question, to ground the grading. */
  expected: string[];
  /** What the built-in examiner will say next; the model only rewords it. */
  plannedResponse: string;
  isComplete: boolean;
}

const SYSTEM_PROMPT = [
  'Tu es un agent de préfecture qui conduit un entretien d’assimilation pour une naturalisation française.',
  'Tu reçois la question posée, la réponse du candidat et la prochaine réplique prévue.',
  'Note la réponse de 0 à 20 sur chaque critère pertinent : languageSkills (français de niveau B2 : correction, connecteurs, richesse ; 0 à 3 si la réponse n’est pas en français),',
  'civicKnowledge (seulement pour une question de connaissances : exactitude par rapport aux éléments attendus), motivation (raisons concrètes, liens avec la France),',
  'republicanValues (adhésion à la liberté, à l’égalité femmes-hommes, à la laïcité, au respect de la loi ; très bas si la réponse les rejette). Mets null pour un critère non concerné.',
  'Reformule la réplique prévue en français, avec le même sens et la même question, sur un ton courtois et neutre ; garde la précision qui corrige une erreur du candidat quand la réplique prévue en contient une, et n’ajoute aucune autre correction.',
  'Réponds uniquement avec un objet JSON : {"grades":{"languageSkills":n,"civicKnowledge":n|null,"motivation":n|null,"republicanValues":n|null},"interviewerResponse":"..."}.',
].join(' ');

/** Asks the endpoint for a review of one turn. Throws on any problem (the caller falls back). */
export async function reviewTurn(config: LlmConfig, input: LlmTurnInput): Promise<LlmReview> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('LLM time-out')), config.timeoutMs ?? LLM_TIMEOUT_MS);
  try {
    const doFetch = config.fetch ?? fetch;
    const res = await doFetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: JSON.stringify(input) },
        ],
      }),
    });
    if (!res.ok) throw new Error(`LLM endpoint answered ${res.status}`);
    const body = completionSchema.parse(await res.json());
    const content = body.choices[0]!.message.content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
    return llmReviewSchema.parse(JSON.parse(content));
  } finally {
    clearTimeout(timer);
  }
}

export type LlmOutcome = 'off' | 'used' | 'fallback';

/**
 * The endpoint may run anywhere (the privacy policy says so), so it never receives the candidate's
 * name: the full name and each of its parts become the placeholder `{name}`, which the caller puts
 * back into the model's wording.
 */
export function withoutName(text: string, applicantName: string): string {
  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = [applicantName.trim(), ...applicantName.split(/[\s'’-]+/)].filter((p) => p.length >= 2);
  let out = text;
  for (const part of parts) out = out.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(part)}(?!\\p{L})`, 'giu'), '{name}');
  return out.replace(/\{name\}(?:[\s'’-]+\{name\})+/g, '{name}');
}

/**
 * One turn with the optional LLM: the built-in examiner always decides the stage, the follow-ups,
 * the red flags, the facts and the grades. The model may only lower the knowledge grade of an
 * answer where the rules found a wrong fact (its grade is then averaged in), never raise a score
 * over the rules'. Its wording replaces the built-in line when it is valid French.
 */
export async function respondWithLlm(
  state: ExaminerState,
  answer: string,
  config: LlmConfig | null,
): Promise<ExaminerStep & { llm: LlmOutcome; llmError?: string }> {
  const step = respond(state, answer);
  if (!config) return { ...step, llm: 'off' };
  const question = questionOf(state, state.plan[state.planIndex]!.questionId);
  try {
    const name = state.applicantName;
    const review = await reviewTurn(config, {
      stage: question.stage,
      question: withoutName(state.currentQuestion, name),
      answer: withoutName(answer.trim(), name),
      expected: (question.concepts ?? []).map((c) => c.label),
      plannedResponse: withoutName(step.interviewerResponse, name),
      isComplete: step.isComplete,
    });
    review.interviewerResponse = review.interviewerResponse.replace(/\{name\}/g, name);
    const next: ExaminerState = structuredClone(step.state);
    const turn = next.turns[next.turns.length - 1]!;
    const e = turn.evaluation;
    const grades: Partial<Record<Axis, number>> = {};
    const model = review.grades.civicKnowledge;
    if (question.stage === 'civic_knowledge' && e.wrongFacts.length > 0 && model != null) {
      const sameQuestion = next.turns.filter((t) => t.questionId === question.id);
      const rule = civicQuestionScore(
        question,
        sameQuestion.flatMap((t) => t.evaluation.conceptsFound),
        new Set(sameQuestion.flatMap((t) => t.evaluation.wrongFacts)).size,
      );
      if (model < rule) grades.civicKnowledge = model;
    }
    turn.llmGrades = grades;
    refreshAssessment(next);
    let interviewerResponse = step.interviewerResponse;
    if (detectLanguage(review.interviewerResponse) === 'fr') {
      interviewerResponse = review.interviewerResponse;
      if (!next.isComplete) next.currentQuestion = interviewerResponse;
    }
    next.llm.used++;
    return { state: next, stage: next.stage, interviewerResponse, assessment: next.assessment, isComplete: next.isComplete, llm: 'used' };
  } catch (error) {
    const fallback: ExaminerState = structuredClone(step.state);
    fallback.llm.fallbacks++;
    return {
      ...step,
      state: fallback,
      llm: 'fallback',
      llmError: error instanceof Error ? error.message : String(error),
    };
  }
}
