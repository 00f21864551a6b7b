// The final report of an interview, in French, one idea per line (the client shows it line by line).
import { ASSESSMENT_BANDS, type Category } from '../../shared/constants.js';
import type { ExaminerState, ExaminerTurn } from './examiner.js';
import { getQuestion } from './question-bank.js';
import { MOTIVATION_SIGNALS, civicQuestionScore, type Axis } from './scoring.js';
import { shorten } from './text.js';
import { valueSignalLabel } from './values.js';

export const FAVOURABLE_THRESHOLD = ASSESSMENT_BANDS.good;

const CATEGORY_LABELS: Record<Category, string> = {
  histoire: 'Histoire de France',
  institutions: 'Institutions',
  geographie: 'Géographie',
  culture: 'Culture',
  valeurs: 'Valeurs de la République',
};

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ','));
const quote = (t: ExaminerTurn, max = 140) => `« ${shorten(t.answer, max)} »`;
const listFr = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;

function band(score: number): string {
  if (score >= ASSESSMENT_BANDS.good) return 'bon niveau';
  if (score >= ASSESSMENT_BANDS.middling) return 'niveau moyen';
  return 'niveau insuffisant';
}

interface CivicOutcome {
  questionId: string;
  label: string;
  category: Category;
  score: number;
  found: string[];
  missing: string[];
  wrongFacts: string[];
  turns: ExaminerTurn[];
}

function civicOutcomes(state: ExaminerState): CivicOutcome[] {
  const ids = [...new Set(state.turns.filter((t) => t.stage === 'civic_knowledge').map((t) => t.questionId))];
  return ids.map((id) => {
    const q = getQuestion(id);
    const turns = state.turns.filter((t) => t.questionId === id);
    const found = [...new Set(turns.flatMap((t) => t.evaluation.conceptsFound))];
    const wrongFacts = [...new Set(turns.flatMap((t) => t.evaluation.wrongFacts))];
    const concepts = q.concepts ?? [];
    return {
      questionId: id,
      label: q.topicLabel ?? q.text,
      category: q.category ?? 'valeurs',
      score: civicQuestionScore(q, found, wrongFacts.length),
      found: concepts.filter((c) => found.includes(c.id)).map((c) => c.label),
      missing: concepts.filter((c) => !found.includes(c.id)).map((c) => c.label),
      wrongFacts,
      turns,
    };
  });
}

function languageWhy(state: ExaminerState): string {
  const turns = state.turns.filter((t) => t.answer.length > 0);
  if (state.turns.length === 0) return 'non évaluées : aucune réponse.';
  const nonFrench = state.turns.filter((t) => t.evaluation.language === 'en' || t.evaluation.language === 'other').length;
  const words = turns.reduce((n, t) => n + t.evaluation.wordCount, 0);
  const avg = turns.length ? Math.round(words / turns.length) : 0;
  const connectors = [...new Set(state.turns.flatMap((t) => t.evaluation.connectors))];
  const spelling = turns.length ? turns.reduce((n, t) => n + t.evaluation.spellingRate, 0) / turns.length : 0;
  const parts = [`${turns.length} réponses d’environ ${avg} mots en moyenne`];
  if (nonFrench > 0) parts.push(`${nonFrench} réponse${nonFrench > 1 ? 's' : ''} dans une autre langue que le français, alors que le niveau B2 est exigé`);
  parts.push(connectors.length ? `connecteurs utilisés : ${connectors.slice(0, 6).map((c) => `« ${c} »`).join(', ')}` : 'presque aucun connecteur logique (parce que, donc, cependant…)');
  parts.push(`${Math.round(spelling * 100)} % des mots reconnus dans le dictionnaire`);
  const nonAnswers = state.turns.filter((t) => t.evaluation.nonAnswer || t.evaluation.wordCount === 0).length;
  if (nonAnswers > 0) parts.push(`${nonAnswers} question${nonAnswers > 1 ? 's' : ''} restée${nonAnswers > 1 ? 's' : ''} sans vraie réponse`);
  return `${parts.join(' ; ')}.`;
}

function motivationWhy(state: ExaminerState): string {
  const ties = [...new Set(state.turns.filter((t) => t.stage !== 'civic_knowledge').flatMap((t) => t.evaluation.motivationSignals))];
  const labels = MOTIVATION_SIGNALS.filter((s) => ties.includes(s.id)).map((s) => s.label);
  if (!state.evaluatedAxes.includes('motivation')) return 'non évaluée : l’entretien s’est arrêté avant.';
  if (labels.length === 0) return 'aucune raison concrète ni aucun lien avec la France n’a été exprimé.';
  return `raisons et liens évoqués : ${listFr(labels)}.`;
}

function valuesWhy(state: ExaminerState): string {
  const flags = state.turns.flatMap((t) => t.evaluation.redFlags.map((f) => ({ f, t })));
  const signals = [...new Set(state.turns.flatMap((t) => t.evaluation.valueSignals))].map(valueSignalLabel);
  if (!state.evaluatedAxes.includes('republicanValues')) return 'non évaluées : l’entretien s’est arrêté avant.';
  const parts: string[] = [];
  if (signals.length) parts.push(`principes évoqués : ${listFr(signals)}`);
  else parts.push('aucun principe de la République n’a été cité');
  if (flags.length) parts.push(`${flags.length} propos contraire${flags.length > 1 ? 's' : ''} aux valeurs de la République (voir plus bas)`);
  return `${parts.join(' ; ')}.`;
}

/** Builds the report. Lines are separated by '\n'; empty lines separate sections. */
export function buildReport(state: ExaminerState): string {
  const a = state.assessment;
  const lines: string[] = [];
  const favourable = a.overall >= FAVOURABLE_THRESHOLD;
  const answered = state.turns.length;
  const flags = state.turns.flatMap((t) => t.evaluation.redFlags.map((f) => ({ f, t })));
  const civic = civicOutcomes(state);

  lines.push(`Rapport d’entretien d’assimilation — ${state.applicantName}`);
  lines.push(
    `Verdict : avis ${favourable ? 'FAVORABLE' : 'DÉFAVORABLE'} — note globale ${fmt(a.overall)}/20 (seuil favorable : ${FAVOURABLE_THRESHOLD}/20).`,
  );
  lines.push(
    state.isComplete
      ? `Entretien complet : ${answered} réponses sur les six étapes (accueil, identité, motivation, connaissances civiques, valeurs républicaines, conclusion).`
      : `Entretien interrompu après ${answered} réponse${answered > 1 ? 's' : ''} : le jugement porte seulement sur ce qui a été dit.`,
  );
  lines.push('Comme le prévoit la circulaire du 16 octobre 2012, l’appréciation est globale : aucune réponse isolée ne suffit à justifier un refus.');
  lines.push('');
  lines.push('Évaluation par critère');
  const axisLine = (axis: Axis, title: string, why: string) =>
    state.evaluatedAxes.includes(axis)
      ? `${title} : ${fmt(a[axis])}/20 (${band(a[axis])}) — ${why}`
      : `${title} : non évalué — ${why}`;
  lines.push(axisLine('languageSkills', 'Compétences linguistiques (niveau B2 exigé)', languageWhy(state)));
  const civicDone = civic.filter((o) => o.score >= 15).length;
  lines.push(
    axisLine(
      'civicKnowledge',
      'Connaissances civiques',
      civic.length
        ? `${civicDone} question${civicDone > 1 ? 's' : ''} bien maîtrisée${civicDone > 1 ? 's' : ''} sur ${civic.length} (${civic.map((o) => `${o.label} : ${fmt(o.score)}/20`).join(' ; ')}).`
        : 'aucune question de connaissances n’a été posée.',
    ),
  );
  lines.push(axisLine('motivation', 'Motivation', motivationWhy(state)));
  lines.push(axisLine('republicanValues', 'Adhésion aux valeurs républicaines', valuesWhy(state)));

  // Strengths: the best answers, quoted.
  const strengths: string[] = [];
  const used = new Set<ExaminerTurn>();
  // An answer that states a wrong fact is never quoted as a strength, however well it is phrased.
  const substantive = state.turns.filter(
    (t) => !t.evaluation.nonAnswer && t.evaluation.wordCount > 0 && t.evaluation.redFlags.length === 0 && t.evaluation.wrongFacts.length === 0,
  );
  const bestLanguage = [...substantive].sort((x, y) => y.evaluation.languageScore - x.evaluation.languageScore)[0];
  if (bestLanguage && bestLanguage.evaluation.languageScore >= 12) {
    used.add(bestLanguage);
    const conns = bestLanguage.evaluation.connectors;
    strengths.push(`Expression claire et structurée : ${quote(bestLanguage)}${conns.length ? ` (emploi de ${listFr(conns.slice(0, 3).map((c) => `« ${c} »`))})` : ''}.`);
  }
  for (const o of civic.filter((o) => o.score >= 15).slice(0, 2)) {
    const t = o.turns.find((x) => x.evaluation.conceptsFound.length > 0 && x.evaluation.wrongFacts.length === 0) ?? o.turns[0]!;
    used.add(t);
    strengths.push(`Bonne connaissance du thème « ${o.label} » : ${quote(t, 110)}.`);
  }
  const motivationTurn = [...substantive].filter((t) => t.stage === 'motivation' && !used.has(t)).sort((x, y) => (y.evaluation.motivationScore ?? 0) - (x.evaluation.motivationScore ?? 0))[0];
  if (motivationTurn && (motivationTurn.evaluation.motivationScore ?? 0) >= 12) {
    strengths.push(`Motivation concrète et personnelle : ${quote(motivationTurn)}.`);
  }
  const valuesTurn = [...substantive].filter((t) => t.stage === 'values' && !used.has(t)).sort((x, y) => (y.evaluation.valuesScore ?? 0) - (x.evaluation.valuesScore ?? 0))[0];
  if (valuesTurn && (valuesTurn.evaluation.valuesScore ?? 0) >= 14 && flags.length === 0) {
    strengths.push(`Attachement affirmé aux principes de la République : ${quote(valuesTurn)}.`);
  }
  lines.push('');
  lines.push('Points forts');
  if (strengths.length) lines.push(...strengths.map((s) => `- ${s}`));
  else lines.push('- Aucun point fort net ne ressort de cet entretien : les réponses étaient trop courtes ou absentes.');

  // Points to work on, quoting the weak answers.
  const work: string[] = [];
  for (const { f, t } of flags) {
    work.push(`Propos contraire aux valeurs de la République — le candidat ${f.label} : ${quote(t)}. C’est un motif de refus pour défaut d’assimilation ; l’égalité entre les femmes et les hommes, la laïcité et le respect de la loi ne se discutent pas.`);
  }
  const nonFrench = state.turns.filter((t) => t.evaluation.language === 'en' || t.evaluation.language === 'other');
  if (nonFrench.length) {
    work.push(`Réponses dans une autre langue que le français, par exemple ${quote(nonFrench[0]!, 100)} : l’entretien se déroule entièrement en français (niveau B2 requis).`);
  }
  const dontKnow = state.turns.filter((t) => t.evaluation.nonAnswer);
  if (dontKnow.length) {
    work.push(`${dontKnow.length} réponse${dontKnow.length > 1 ? 's' : ''} du type ${quote(dontKnow[0]!, 60)} : même sans être sûr, essayez de dire ce que vous savez en une ou deux phrases.`);
  }
  const short = state.turns.filter((t) => !t.evaluation.nonAnswer && t.evaluation.wordCount > 0 && t.evaluation.wordCount <= 4);
  if (short.length) {
    work.push(`Réponses trop brèves, comme ${quote(short[0]!, 60)} : développez avec des exemples et des connecteurs (parce que, par exemple, cependant).`);
  }
  const offTopic = state.turns.filter((t) => t.evaluation.offTopic);
  if (offTopic.length) {
    work.push(`Réponse hors sujet : ${quote(offTopic[0]!, 100)} — écoutez bien la question et n’hésitez pas à demander de la répéter.`);
  }
  for (const o of civic.filter((x) => x.wrongFacts.length)) {
    const t = o.turns.find((x) => x.evaluation.wrongFacts.length) ?? o.turns[0]!;
    work.push(`Erreur sur le thème « ${o.label} » : ${quote(t, 100)}. ${o.wrongFacts[0]}`);
  }
  const weakMotivation = state.turns.filter((t) => t.stage === 'motivation' && !t.evaluation.nonAnswer && t.evaluation.wordCount > 0 && (t.evaluation.motivationScore ?? 20) < 10);
  if (weakMotivation.length) {
    work.push(`Motivation peu développée : ${quote(weakMotivation[0]!, 100)} — citez des faits concrets (années en France, travail, famille, engagement).`);
  }
  lines.push('');
  lines.push('Points à travailler');
  if (work.length) lines.push(...work.map((s) => `- ${s}`));
  else lines.push('- Peu de points faibles : continuez à vous entraîner pour garder cette aisance le jour de l’entretien.');

  // Civic topics missed, with the quiz category to study.
  const missed = civic.filter((o) => o.score < 15);
  lines.push('');
  lines.push('Thèmes civiques à réviser');
  if (missed.length) {
    for (const o of missed) {
      lines.push(
        `- ${o.label.charAt(0).toUpperCase()}${o.label.slice(1)} (${CATEGORY_LABELS[o.category]}) : il fallait notamment citer ${listFr(o.missing.slice(0, 3))}. Entraînez-vous : /quiz?category=${o.category}`,
      );
    }
  } else if (civic.length) {
    lines.push('- Aucun thème manqué parmi les questions posées. Pour aller plus loin : /quiz?category=institutions et /quiz?category=histoire');
  } else {
    lines.push('- Les connaissances n’ont pas été évaluées. Révisez toutes les catégories : /quiz');
  }

  // Concrete advice.
  lines.push('');
  lines.push('Conseils pour l’entretien réel');
  const advice: string[] = [];
  if (state.evaluatedAxes.includes('languageSkills') && a.languageSkills < FAVOURABLE_THRESHOLD) {
    advice.push('Entraînez-vous à répondre à voix haute en phrases complètes, en reliant vos idées avec « parce que », « donc », « cependant », « par exemple » ; le niveau B2 oral est exigé pour les demandes déposées depuis le 1er janvier 2026.');
  }
  if (a.civicKnowledge < FAVOURABLE_THRESHOLD) {
    advice.push('Relisez le Livret du citoyen : symboles, institutions (président, Parlement, Gouvernement), grandes dates de l’histoire et géographie ; faites un quiz par catégorie chaque jour.');
  }
  if (a.motivation < FAVOURABLE_THRESHOLD) {
    advice.push('Préparez en trois ou quatre phrases pourquoi vous voulez devenir français : depuis quand vous vivez ici, votre travail, votre famille, votre engagement, ce que la France représente pour vous.');
  }
  if (flags.length || a.republicanValues < FAVOURABLE_THRESHOLD) {
    advice.push('Relisez la Charte des droits et devoirs du citoyen français : liberté, égalité entre les femmes et les hommes, fraternité, laïcité et primauté de la loi. Vous devrez la signer.');
  }
  advice.push('Le jour J : apportez votre convocation et les originaux demandés, arrivez en avance, écoutez chaque question jusqu’au bout et demandez poliment de la répéter si besoin.');
  advice.push('Restez naturel et sincère : l’agent apprécie des réponses personnelles et précises plutôt qu’apprises par cœur.');
  lines.push(...advice.map((s) => `- ${s}`));
  return lines.join('\n');
}
