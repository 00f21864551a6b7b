import { describe, expect, it } from 'vitest';
import { STANCES, STANCE_TOPICS, detectStances } from './stances.js';

// Positions said as candidates say them: the topic of the contrary position expected, or null.
const contrary: [string, string][] = [
  ['L’excision au pays, la loi française ne s’applique pas, c’est une tradition.', 'fgm'],
  ['On ne devrait pas punir les parents pour l’excision, c’est la coutume.', 'fgm'],
  ['La fille doit recevoir la moitié de la part du garçon.', 'inheritance'],
  ['L’hôpital doit trouver un médecin de sa religion.', 'care_choice'],
  ['Je refuse qu’un médecin homme examine ma femme.', 'care_choice'],
  ['Je signerai la Charte mais je garde le droit de ne pas appliquer les articles contraires à ma religion.', 'charter'],
  ['Le blasphème est interdit en France.', 'blasphemy'],
  ['Ceux qui font des caricatures du prophète doivent être punis.', 'blasphemy'],
  ['Des remarques racistes, c’est la liberté d’expression.', 'hate_speech'],
  ['L’homosexualité est une maladie.', 'homosexuality'],
  ['Deux hommes ne devraient pas avoir le droit de se marier.', 'homosexuality'],
  ['Ma fille, c’est moi qui choisirai son mari.', 'marriage'],
  ['Le mariage arrangé, c’est normal chez nous.', 'marriage'],
  ['Une gifle à sa femme de temps en temps, ça reste une affaire privée.', 'domestic_violence'],
  ['Ce qui se passe à la maison, la police n’a pas à s’en mêler.', 'domestic_violence'],
  ['La religion passe avant la loi.', 'religion_law'],
  ['Je respecte la loi sauf quand elle est contraire à ma religion.', 'religion_law'],
  ['C’est l’homme qui décide à la maison, la femme s’occupe des enfants.', 'equality'],
  ['Ma femme ne travaillera pas, sa place est à la maison.', 'equality'],
  ['Ma fille n’ira pas à la piscine avec les garçons.', 'school'],
  ['À l’école, ma fille gardera son voile.', 'school'],
  ['Une fonctionnaire au guichet devrait pouvoir porter son voile.', 'laicite'],
  ['Je ne pense pas que les femmes et les hommes soient égaux.', 'equality'],
  ['Les impôts, je ne les déclare pas tous, tout le monde le fait.', 'civic_duties'],
];

const sincere: string[] = [
  'Je ne pense pas que la religion soit au-dessus des lois.',
  'L’excision est interdite en France et punie, même quand elle est faite à l’étranger.',
  'Dans mon pays la fille hérite la moitié, mais en France les enfants héritent à parts égales.',
  'Un médecin homme ou femme, pour moi c’est pareil, ce qui compte c’est la compétence.',
  'Je signerai la Charte sans réserve, je respecte toutes ses règles.',
  'Le blasphème n’est pas un délit en France, on peut critiquer les religions.',
  'Les propos racistes sont punis par la loi, ce n’est pas la liberté d’expression.',
  'L’homosexualité n’est pas une maladie, chacun aime qui il veut.',
  'Deux hommes peuvent se marier depuis 2013, c’est la loi.',
  'Ma fille choisira elle-même son mari, c’est sa vie.',
  'Je suis contre les mariages forcés.',
  'On ne frappe jamais sa femme ni ses enfants, la violence est interdite.',
  'Je suis croyant, mais la loi passe avant ma religion.',
  'Je ne dirais jamais que la religion passe avant la loi.',
  'Chez nous on décide à deux, ma femme travaille comme moi.',
  'Ma fille va à la piscine avec sa classe, c’est normal.',
  'À l’école publique, les signes religieux ostensibles sont interdits depuis 2004.',
  'Un agent public doit rester neutre, il ne peut pas porter de signe religieux.',
  'Les femmes et les hommes sont égaux.',
  'Je paie mes impôts et je vote à chaque élection.',
  'Refuser un médecin parce que c’est un homme, c’est de la discrimination.',
  'Je ne suis pas d’accord avec ceux qui disent que la femme doit obéir.',
];

describe('the catalogue of positions', () => {
  it('covers every values topic with contrary positions, each with its law and source', () => {
    for (const topic of STANCE_TOPICS) {
      const ofTopic = STANCES.filter((s) => s.topic === topic.id);
      expect(ofTopic.filter((s) => s.polarity === 'contrary').length, topic.id).toBeGreaterThan(0);
    }
    for (const s of STANCES) {
      expect(s.law.length, s.id).toBeGreaterThan(20);
      expect(s.source.length, s.id).toBeGreaterThan(5);
      expect(s.label.length, s.id).toBeGreaterThan(5);
    }
    expect(new Set(STANCES.map((s) => s.id)).size).toBe(STANCES.length);
  });

  it.each(contrary)('contrary: %s', (text, topic) => {
    const found = detectStances(text).filter((s) => s.polarity === 'contrary');
    expect(found.map((s) => s.topic)).toContain(topic);
  });

  it.each(sincere.map((s) => [s]))('conforms: %s', (text) => {
    expect(detectStances(text).filter((s) => s.polarity === 'contrary')).toEqual([]);
  });

  it('stays linear on long inputs', () => {
    const long = `${'la religion la loi la femme le mari ne pas '.repeat(50)}`.slice(0, 2000);
    const t0 = performance.now();
    detectStances(long);
    detectStances('a '.repeat(1000));
    expect(performance.now() - t0).toBeLessThan(200);
  });
});

// Issue 34, second pass: generic positions (a topic anchor with an endorsing cue or a modality), read
// in the context of the question, with the engine's negation. Wordings written for this test.
describe('generic positions, with the question as context', () => {
  const cases: [string, string, string | null][] = [
    ['Que pensez-vous de l’excision ?', 'Chez nous toutes les femmes de la famille sont passées par là, c’est pas si grave.', 'fgm'],
    ['Que pensez-vous de l’excision ?', 'C’est une mutilation, c’est interdit et je protégerai mes filles.', null],
    ['Peut-on corriger un enfant en le frappant ?', 'Oui, une petite claque ça n’a jamais tué personne.', 'domestic_violence'],
    ['Peut-on corriger un enfant en le frappant ?', 'Non, on parle, on explique, on ne frappe jamais.', null],
    ['Comment partagerez-vous vos biens entre vos enfants ?', 'Le garçon porte le nom, il aura la maison, ses sœurs auront un peu d’argent.', 'inheritance'],
    ['Comment partagerez-vous vos biens entre vos enfants ?', 'À parts égales, mes filles comme mon fils.', null],
    ['Si votre femme doit voir un gynécologue homme ?', 'Je demanderai une femme médecin, sinon on quitte l’hôpital.', 'care_choice'],
    ['Un fils doit-il hériter plus qu’une fille ?', 'Oui, c’est normal.', 'inheritance'],
    ['Un fils doit-il hériter plus qu’une fille ?', 'Non, c’est pareil pour les deux.', null],
    ['Votre fille pourra-t-elle choisir son mari ?', 'Les parents savent mieux, elle n’aura pas son mot à dire.', 'marriage'],
    ['Que pensez-vous des caricatures ?', 'Les dessinateurs, ils l’ont bien cherché.', 'blasphemy'],
    ['Le vote est-il important pour vous ?', 'Voter, ça sert à rien, c’est pas pour nous.', 'civic_duties'],
  ];
  it.each(cases)('%s — %s', (question, answer, topic) => {
    const hits = detectStances(answer, question).filter((h) => h.polarity === 'contrary');
    if (topic) expect(hits.map((h) => h.topic)).toContain(topic);
    else expect(hits).toEqual([]);
  });
});

describe('a yes/no question that states a position is answered by its first words', () => {
  const cases: [string, string, boolean][] = [
    ['Accepteriez-vous qu’un homme soigne votre femme à l’hôpital ?', 'Non.', true],
    ['Accepteriez-vous qu’un homme soigne votre femme à l’hôpital ?', 'Oui bien sûr.', false],
    ['Peut-on choisir son médecin selon son sexe à l’hôpital ?', 'Oui, normalement.', true],
    ['Est-il normal de frapper un enfant pour l’éduquer ?', 'Parfois oui.', true],
    ['Est-il normal de frapper un enfant pour l’éduquer ?', 'Non, jamais.', false],
    ['Un fils doit-il hériter plus qu’une fille ?', 'Oui, c’est interdit de faire autrement ?', false],
  ];
  it.each(cases)('%s — %s', (question, answer, contrary) => {
    expect(detectStances(answer, question).some((h) => h.polarity === 'contrary')).toBe(contrary);
  });
});
