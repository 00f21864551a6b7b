// The final report of an interview, in French, one idea per line (the client shows it line by line).
// Its verdict is a training appraisal with the app's own threshold, never an official decision.
import { ASSESSMENT_BANDS, type Category } from '../../shared/constants.js';
import type { ExaminerState, ExaminerTurn } from './examiner.js';
import { withInterviewFacts } from './current-facts.js';
import { getQuestion } from './interview-bank.js';
import { MOTIVATION_SIGNALS, civicQuestionScore, type Axis } from './scoring.js';
import { shorten } from './text.js';
import { valueSignalLabel } from './values.js';

export const FAVOURABLE_THRESHOLD = ASSESSMENT_BANDS.good;
/** Under this many answers an interview is too short to be appraised: the report says so and gives no verdict. */
export const MIN_EVALUATED_ANSWERS = 5;

const CATEGORY_LABELS: Record<Category, string> = {
  histoire: 'Histoire de France',
  institutions: 'Institutions',
  geographie: 'Géographie',
  culture: 'Culture',
  valeurs: 'Valeurs de la République',
};

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ','));
const quote = (t: ExaminerTurn, max = 140) => `« ${shorten(t.answer, max)} »`;
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
    const q = withInterviewFacts(getQuestion(id), state.facts);
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
  if (state.turns.length === 0) return 'non évaluées : aucune réponse.';
  const nonFrench = state.turns.filter((t) => t.evaluation.language === 'en' || t.evaluation.language === 'other').length;
  const words = turns.reduce((n, t) => n + t.evaluation.wordCount, 0);
  const avg = turns.length ? Math.round(words / turns.length) : 0;
  const connectors = [...new Set(state.turns.flatMap((t) => t.evaluation.connectors))];
  const spelling = turns.length ? turns.reduce((n, t) => n + t.evaluation.spellingRate, 0) / turns.length : 0;
  const parts = [`${turns.length} réponses d’environ ${avg} mots en moyenne`];
  if (nonFrench > 0) parts.push(`${nonFrench} réponse${nonFrench > 1 ? 's' : ''} dans une autre langue que le français, alors que le niveau B2 est exigé`);
  parts.push(connectors.length ? `connecteurs utilisés : ${connectors.slice(0, 6).map((c) => `« ${c} »`).join(', ')}` : 'presque aucun connecteur logique (parce que, donc, cependant…)');
  if (turns.length >= 3 && spelling < 0.85) parts.push('plusieurs mots mal orthographiés ou difficiles à comprendre');
  const nonAnswers = state.turns.filter((t) => t.evaluation.nonAnswer || t.evaluation.wordCount === 0).length;
  if (nonAnswers > 0) parts.push(`${nonAnswers} question${nonAnswers > 1 ? 's' : ''} restée${nonAnswers > 1 ? 's' : ''} sans vraie réponse`);
  return `${parts.join(' ; ')}.`;
}

function motivationWhy(state: ExaminerState): string {
  const ties = [...new Set(state.turns.filter((t) => t.stage !== 'civic_knowledge').flatMap((t) => t.evaluation.motivationSignals))];
  const labels = MOTIVATION_SIGNALS.filter((s) => ties.includes(s.id)).map((s) => s.label);
  if (!state.evaluatedAxes.includes('motivation')) return 'non évaluée : l’entretien s’est arrêté avant.';
  if (labels.length === 0) return 'aucune raison concrète ni aucun lien avec la France n’a été exprimé.';
  return `raisons et liens évoqués : ${listFr(labels)}.`;
}

function valuesWhy(state: ExaminerState): string {
  const flags = state.turns.flatMap((t) => t.evaluation.redFlags.map((f) => ({ f, t })));
  // Principles count only from answers without a position contrary to the law ("le respect de la loi"
  // is not evoked by an answer that refuses articles of the Charte).
  const signals = [...new Set(state.turns.filter((t) => t.evaluation.redFlags.length === 0).flatMap((t) => t.evaluation.valueSignals))].map(valueSignalLabel);
  if (!state.evaluatedAxes.includes('republicanValues')) return 'non évaluées : l’entretien s’est arrêté avant.';
  const parts: string[] = [];
  if (signals.length) parts.push(`principes évoqués : ${listFr(signals)}`);
  else parts.push('aucun principe de la République n’a été cité');
  if (flags.length) parts.push(`${flags.length} propos contraire${flags.length > 1 ? 's' : ''} aux valeurs de la République (voir plus bas)`);
  return `${parts.join(' ; ')}.`;
}

/**
 * The three most useful things to do next, most important first: what weighs on the appraisal
 * (values, French, motivation, developed answers) before the revision topics.
 */
function topActions(state: ExaminerState, civic: CivicOutcome[], tooShort: boolean): string[] {
  const a = state.assessment;
  const actions: string[] = [];
  if (tooShort) actions.push(`Faites un entretien jusqu’au bout : au moins ${MIN_EVALUATED_ANSWERS} réponses sont nécessaires pour obtenir une appréciation.`);
  if (state.turns.some((t) => t.evaluation.redFlags.length > 0)) {
    actions.push('Relisez la Charte des droits et devoirs du citoyen français et préparez une phrase claire sur l’égalité entre les femmes et les hommes, la laïcité et le respect de la loi.');
  }
  if (state.turns.some((t) => t.evaluation.language === 'en' || t.evaluation.language === 'other')) {
    actions.push('Répondez toujours en français, même par une phrase simple : l’entretien se déroule entièrement en français.');
  }
  if (state.evaluatedAxes.includes('motivation') && a.motivation < FAVOURABLE_THRESHOLD) {
    actions.push('Préparez en trois ou quatre phrases pourquoi vous voulez devenir français : vos années en France, votre travail, votre famille, ce qui vous attache au pays.');
  }
  const thin = state.turns.filter((t) => t.evaluation.nonAnswer || (t.evaluation.wordCount > 0 && t.evaluation.wordCount <= 4)).length;
  if (thin >= 2) actions.push('Développez chaque réponse en deux ou trois phrases, avec un exemple tiré de votre vie.');
  if (state.evaluatedAxes.includes('republicanValues') && a.republicanValues < FAVOURABLE_THRESHOLD && !actions.some((x) => x.startsWith('Relisez la Charte'))) {
    actions.push('Relisez la Charte des droits et devoirs du citoyen français : liberté, égalité, fraternité, laïcité et primauté de la loi.');
  }
  if (state.evaluatedAxes.includes('languageSkills') && a.languageSkills < FAVOURABLE_THRESHOLD) {
    actions.push('Entraînez-vous à répondre à voix haute en reliant vos idées par « parce que », « donc », « par exemple ».');
  }
  for (const o of civic.filter((x) => x.score < 15)) {
    actions.push(`Révisez ${o.label} : /quiz?category=${o.category}`);
  }
  if (actions.length < 3) actions.push('Refaites un entretien en mode entraînement pour garder cette aisance le jour venu.');
  if (actions.length < 3) actions.push('Relisez la Charte des droits et devoirs du citoyen français, que vous signerez à la fin de l’entretien.');
  return [...new Set(actions)].slice(0, 3);
}

/** Builds the report. Lines are separated by '\n'; empty lines separate sections. */
export function buildReport(state: ExaminerState): string {
  const a = state.assessment;
  const lines: string[] = [];
  // A position contrary to the law is never « favorable », whatever the figures.
  const favourable = a.overall >= FAVOURABLE_THRESHOLD && !state.turns.some((t) => t.evaluation.redFlags.length > 0);
  const answered = state.turns.length;
  const flags = state.turns.flatMap((t) => t.evaluation.redFlags.map((f) => ({ f, t })));
  const civic = civicOutcomes(state);

  const revision = state.civicRevision !== false;
  lines.push(`Rapport d’entraînement — entretien d’assimilation simulé — ${state.applicantName}`);
  lines.push(
    state.llm.used > 0
      ? 'Examinateur : examinateur IA — un modèle de langue configuré sur ce serveur reformule les questions ; les règles de l’application décident des relances et des notes, et le modèle ne peut que baisser une note pour une erreur qu’elles ont relevée.'
      : 'Examinateur : examinateur automatique — une analyse du français par règles (mots, dates, propositions, négations) et par un petit modèle statistique entraîné sur des réponses d’exemple, sans modèle de langue.',
  );
  const tooShort = answered < MIN_EVALUATED_ANSWERS;
  lines.push(
    tooShort
      ? `Appréciation d’entraînement : entretien trop court pour être évalué (${answered} réponse${answered > 1 ? 's' : ''} ; il en faut au moins ${MIN_EVALUATED_ANSWERS}).`
      : `Appréciation d’entraînement : ${favourable ? 'FAVORABLE' : 'À CONSOLIDER'} — ${fmt(a.overall)}/20 (seuil de l’application : ${FAVOURABLE_THRESHOLD}/20).`,
  );
  lines.push(
    `Ce seuil est celui de l’application, pas un barème officiel : l’agent de préfecture ne note pas sur 20, il rédige un compte rendu et apprécie globalement votre assimilation. L’appréciation pèse votre parcours et votre motivation (40 %), votre adhésion aux valeurs (40 %) et votre expression en français (20 %)${revision ? ' ; la révision de l’examen civique n’y entre pas' : ''}.`,
  );
  lines.push(
    state.isComplete
      ? `Entretien complet : ${answered} réponses (accueil, parcours et intégration, motivation, ${revision ? 'révision de l’examen civique, ' : ''}valeurs de la République, Charte).`
      : `Entretien interrompu après ${answered} réponse${answered > 1 ? 's' : ''} : l’appréciation porte seulement sur ce qui a été dit.`,
  );
  lines.push('Comme le prévoit la circulaire du 16 octobre 2012, l’appréciation est globale : aucune réponse isolée ne suffit à justifier un refus.');
  lines.push(
    'Depuis le 1er janvier 2026, les connaissances sont vérifiées par l’examen civique et le français par une certification de niveau B2 ; l’entretien porte sur votre parcours, votre intégration, vos motivations et votre adhésion aux valeurs, et se termine par la signature de la Charte des droits et devoirs du citoyen français (article 21-24 du Code civil).',
  );
  lines.push(
    'Après l’entretien : une décision favorable prend la forme d’un décret de naturalisation publié au Journal officiel ; une décision défavorable (irrecevabilité, ajournement ou rejet) est prise par le préfet et notifiée.',
  );
  lines.push('');
  lines.push('Les trois actions les plus utiles');
  lines.push(...topActions(state, civic, tooShort).map((x) => `- ${x}`));
  lines.push('');
  lines.push('Évaluation par critère');
  const axisLine = (axis: Axis, title: string, why: string) =>
    state.evaluatedAxes.includes(axis)
      ? `${title} : ${fmt(a[axis])}/20 (${band(a[axis])}) — ${why}`
      : `${title} : non évalué — ${why}`;
  lines.push(axisLine('motivation', 'Parcours, intégration et motivation', motivationWhy(state)));
  lines.push(axisLine('republicanValues', 'Adhésion aux valeurs de la République et à la Charte', valuesWhy(state)));
  lines.push(axisLine('languageSkills', 'Expression en français (le niveau B2 est attesté par une certification)', languageWhy(state)));
  const civicDone = civic.filter((o) => o.score >= 15).length;
  lines.push(
    axisLine(
      'civicKnowledge',
      'Révision de l’examen civique (hors appréciation)',
      civic.length
        ? `${civicDone} question${civicDone > 1 ? 's' : ''} bien maîtrisée${civicDone > 1 ? 's' : ''} sur ${civic.length} (${civic.map((o) => `${o.label} : ${fmt(o.score)}/20`).join(' ; ')}).`
        : 'aucune question de révision n’a été posée.',
    ),
  );

  // Strengths: the best answers, quoted.
  const strengths: string[] = [];
  const used = new Set<ExaminerTurn>();
  // An answer that states a wrong fact is never quoted as a strength, however well it is phrased.
  // Nor is an answer beside the question, evasive, repeated, or a request to repeat: strengths come
  // only from on-topic answers with no red flag and no wrong fact.
  const substantive = state.turns.filter(
    (t) =>
      !t.evaluation.nonAnswer && t.evaluation.wordCount > 0 && t.evaluation.redFlags.length === 0 && t.evaluation.wrongFacts.length === 0 &&
      !t.evaluation.offTopic && !t.evaluation.evasive && !t.evaluation.repeated && !t.evaluation.clarification && !t.evaluation.doubtedFact,
  );
  const bestLanguage = [...substantive].sort((x, y) => y.evaluation.languageScore - x.evaluation.languageScore)[0];
  if (bestLanguage && bestLanguage.evaluation.languageScore >= 12) {
    used.add(bestLanguage);
    const conns = bestLanguage.evaluation.connectors;
    strengths.push(`Expression claire et structurée : ${quote(bestLanguage)}${conns.length ? ` (emploi de ${listFr(conns.slice(0, 3).map((c) => `« ${c} »`))})` : ''}.`);
  }
  for (const o of civic.filter((o) => o.score >= 15).slice(0, 2)) {
    const t = o.turns.find((x) => x.evaluation.conceptsFound.length > 0 && x.evaluation.wrongFacts.length === 0) ?? o.turns[0]!;
    used.add(t);
    strengths.push(`Bonne connaissance du thème « ${o.label} » : ${quote(t, 110)}.`);
  }
  const motivationTurn = [...substantive].filter((t) => t.stage === 'motivation' && !used.has(t)).sort((x, y) => (y.evaluation.motivationScore ?? 0) - (x.evaluation.motivationScore ?? 0))[0];
  if (motivationTurn && (motivationTurn.evaluation.motivationScore ?? 0) >= 12) {
    strengths.push(`Motivation concrète et personnelle : ${quote(motivationTurn)}.`);
  }
  const valuesTurn = [...substantive].filter((t) => t.stage === 'values' && !used.has(t)).sort((x, y) => (y.evaluation.valuesScore ?? 0) - (x.evaluation.valuesScore ?? 0))[0];
  if (valuesTurn && (valuesTurn.evaluation.valuesScore ?? 0) >= 14 && flags.length === 0) {
    strengths.push(`Attachement affirmé aux principes de la République : ${quote(valuesTurn)}.`);
  }
  lines.push('');
  lines.push('Points forts');
  if (strengths.length) lines.push(...strengths.map((s) => `- ${s}`));
  else if (tooShort) lines.push('- Entretien trop court pour dégager des points forts.');
  else lines.push('- Aucun point fort net ne ressort de cet entretien : les réponses étaient trop courtes ou absentes.');

  // Points to work on, quoting the weak answers.
  const work: string[] = [];
  for (const { f, t } of flags) {
    work.push(
      f.law
        ? `Position contraire à la loi — la réponse ${f.label} : ${quote(t)}. Ce que prévoit la loi : ${f.law} (${f.source}). Dans un entretien réel, un tel propos peut motiver un refus pour défaut d’assimilation.`
        : `Propos contraire aux valeurs de la République — la réponse ${f.label} : ${quote(t)}. Dans un entretien réel, un tel propos peut motiver un refus pour défaut d’assimilation ; l’égalité entre les femmes et les hommes, la laïcité et le respect de la loi sont des principes de la Charte que vous signez.`,
    );
    // The examiner challenged it calmly and let the candidate explain: the report says so, with the explanation.
    const explanation = state.turns[state.turns.indexOf(t) + 1];
    if (explanation && explanation.followUpKind === 'challenge') {
      const upheld = explanation.evaluation.redFlags.length === 0 && (explanation.evaluation.valuesScore ?? 0) >= 12;
      work.push(
        `L’examinateur vous l’a fait remarquer calmement et vous a laissé l’occasion de vous expliquer : ${quote(explanation)}. ${
          upheld
            ? 'Votre explication va dans le sens des valeurs de la République, mais le premier propos reste noté.'
            : 'Cette explication ne lève pas le doute sur votre adhésion aux valeurs de la République.'
        }`,
      );
    }
  }
  const nonFrench = state.turns.filter((t) => t.evaluation.language === 'en' || t.evaluation.language === 'other');
  if (nonFrench.length) {
    work.push(`Réponses dans une autre langue que le français, par exemple ${quote(nonFrench[0]!, 100)} : l’entretien se déroule entièrement en français.`);
  }
  const dontKnow = state.turns.filter((t) => t.evaluation.nonAnswer);
  if (dontKnow.length) {
    work.push(`${dontKnow.length} réponse${dontKnow.length > 1 ? 's' : ''} du type ${quote(dontKnow[0]!, 60)} : même sans être sûr, essayez de dire ce que vous savez en une ou deux phrases.`);
  }
  const short = state.turns.filter((t) => !t.evaluation.nonAnswer && t.evaluation.wordCount > 0 && t.evaluation.wordCount <= 4);
  if (short.length) {
    work.push(`Réponses trop brèves, comme ${quote(short[0]!, 60)} : développez avec des exemples et des connecteurs (parce que, par exemple, cependant).`);
  }
  const offTopic = state.turns.filter((t) => t.evaluation.offTopic);
  if (offTopic.length) {
    work.push(`Réponse hors sujet : ${quote(offTopic[0]!, 100)} — écoutez bien la question et n’hésitez pas à demander de la répéter.`);
  }
  const evasive = state.turns.filter((t) => t.evaluation.evasive && !t.evaluation.offTopic);
  if (evasive.length) {
    work.push(`Réponse évasive, sans position : ${quote(evasive[0]!, 100)} — l’agent attend votre avis personnel, dit clairement.`);
  }
  const repeated = state.turns.filter((t) => t.evaluation.repeated);
  if (repeated.length) {
    work.push(`Même réponse à deux questions différentes : ${quote(repeated[0]!, 100)} — répondez à chaque question pour elle-même, avec un exemple.`);
  }
  for (const o of civic.filter((x) => x.wrongFacts.length)) {
    const t = o.turns.find((x) => x.evaluation.wrongFacts.length) ?? o.turns[0]!;
    work.push(`Erreur sur le thème « ${o.label} » : ${quote(t, 100)}. ${o.wrongFacts.join(' ')}`);
  }
  const weakMotivation = state.turns.filter((t) => t.stage === 'motivation' && !t.evaluation.nonAnswer && t.evaluation.wordCount > 0 && (t.evaluation.motivationScore ?? 20) < 10);
  if (weakMotivation.length) {
    work.push(`Motivation peu développée : ${quote(weakMotivation[0]!, 100)} — citez des faits concrets (années en France, travail, famille, engagement).`);
  }
  lines.push('');
  lines.push('Points à travailler');
  if (work.length) lines.push(...work.map((s) => `- ${s}`));
  else if (tooShort) lines.push(`- Entretien trop court pour être évalué : répondez à au moins ${MIN_EVALUATED_ANSWERS} questions pour obtenir une appréciation.`);
  else lines.push('- Peu de points faibles : continuez à vous entraîner pour garder cette aisance le jour de l’entretien.');

  // Civic topics missed, with the quiz category to study.
  const missed = civic.filter((o) => o.score < 15);
  lines.push('');
  lines.push('Révision de l’examen civique — thèmes à revoir');
  if (missed.length) {
    for (const o of missed) {
      lines.push(
        `- ${o.label.charAt(0).toUpperCase()}${o.label.slice(1)} (${CATEGORY_LABELS[o.category]}) : il fallait notamment citer ${listFr(o.missing.slice(0, 3))}. Entraînez-vous : /quiz?category=${o.category}`,
      );
    }
  } else if (civic.length) {
    lines.push('- Aucun thème manqué parmi les questions posées.');
  } else {
    lines.push('- Pas de révision pendant cet entretien.');
  }

  // Concrete advice.
  lines.push('');
  lines.push('Conseils pour l’entretien réel');
  const advice: string[] = [];
  if (state.evaluatedAxes.includes('languageSkills') && a.languageSkills < FAVOURABLE_THRESHOLD) {
    advice.push('Entraînez-vous à répondre à voix haute en phrases complètes, en reliant vos idées avec « parce que », « donc », « cependant », « par exemple » ; pour les demandes déposées depuis le 1er janvier 2026, le niveau B2 (oral et écrit) est attesté par un diplôme ou une certification.');
  }
  if (civic.length && a.civicKnowledge < FAVOURABLE_THRESHOLD) {
    advice.push('Pour l’examen civique, condition du dossier depuis 2026 : relisez le Livret du citoyen (symboles, institutions, grandes dates, géographie) et faites un quiz par catégorie chaque jour.');
  }
  if (a.motivation < FAVOURABLE_THRESHOLD) {
    advice.push('Préparez en trois ou quatre phrases pourquoi vous voulez devenir français : depuis quand vous vivez ici, votre travail, votre famille, votre engagement, ce que la France représente pour vous.');
  }
  if (flags.length || a.republicanValues < FAVOURABLE_THRESHOLD) {
    advice.push('Relisez la Charte des droits et devoirs du citoyen français : liberté, égalité entre les femmes et les hommes, fraternité, laïcité et primauté de la loi. Vous la signerez à la fin de l’entretien.');
  }
  advice.push('Le jour J : apportez votre convocation et les originaux demandés, arrivez en avance, écoutez chaque question jusqu’au bout et demandez poliment de la répéter si besoin.');
  advice.push('Restez naturel et sincère : l’agent apprécie des réponses personnelles et précises plutôt qu’apprises par cœur.');
  lines.push(...advice.map((s) => `- ${s}`));
  return lines.join('\n');
}
