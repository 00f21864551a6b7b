import { describe, expect, it } from 'vitest';
import { LEGACY_TOPIC, detectRedFlags, findValueSignals } from './values.js';
import { getQuestion } from './interview-bank.js';
import { evaluateAnswer } from './scoring.js';

const cases: [string, boolean, string | null][] = [
  ['Les femmes et les hommes sont égaux, ils ont les mêmes droits.', false, null],
  ["Je ne suis pas d'accord avec l'égalité entre les hommes et les femmes.", false, 'rejects_equality'],
  ['Les femmes doivent obéir à leur mari et rester à la maison.', false, 'women_submission'],
  ['La femme ne doit pas obéir à son mari, elle est libre.', false, null],
  ['La religion passe avant la loi de la République.', false, 'religion_above_law'],
  ['La religion ne passe jamais avant la loi, la loi de la République est au-dessus.', false, null],
  ['Je refuse toute discrimination et je suis contre les inégalités.', true, null],
  ["Il n'y a pas encore d'égalité des salaires entre les hommes et les femmes, il faut continuer.", true, null],
  ["La violence n'est jamais une solution, il faut dialoguer.", false, null],
  ['Parfois la violence est nécessaire pour se faire respecter.', false, 'violence'],
  ["La polygamie est interdite en France, même si c'est une tradition dans mon pays.", false, null],
  ["Une femme n'a pas le droit de travailler sans la permission de son mari.", false, 'women_rights_denied'],
  ['Je ne signerai pas la charte.', false, 'refuses_charter'],
  ["Ce n'est pas égal, l'homme doit décider.", true, 'rejects_equality'],
  ["Bien sûr, je n'ai aucun problème avec un médecin femme, c'est la compétence qui compte.", true, null],
  ['Je ne respecte pas les lois françaises.', false, 'rejects_law'],
];

describe('values red flags', () => {
  it.each(cases)('%s', (text, gender, expected) => {
    const found = detectRedFlags(text, gender);
    const flags = found.map((f) => f.id);
    // By its rule, or by its subject (the catalogue of positions names topics).
    if (expected) expect([...flags, ...found.map((f) => f.topic)]).toContain(LEGACY_TOPIC[expected] && !flags.includes(expected) ? LEGACY_TOPIC[expected] : expected);
    else expect(flags).toEqual([]);
  });

  it('finds adherence signals', () => {
    expect(findValueSignals('Je respecte la laïcité et la liberté de chacun, et je crois à la solidarité.')).toEqual(
      expect.arrayContaining(['laicite', 'liberte', 'fraternite', 'respect']),
    );
  });
});

describe('fair values scoring', () => {
  // Pairs of equal substance: the same position said in everyday words, and with the words of the Charte.
  const PAIRS: [string, string, string][] = [
    ['val-doctor', "Un médecin est un médecin, homme ou femme. Ce qui compte, c'est qu'il soigne bien.", "J'accepte un médecin femme car je crois à l'égalité entre les femmes et les hommes et à la liberté."],
    ['val-gender', 'Ma femme travaille, elle décide comme moi, chez nous on fait tout à deux.', "Je crois à l'égalité entre les femmes et les hommes, c'est un principe de la République."],
    ['val-laicite', "Chacun croit ce qu'il veut chez lui, mais à l'école et à la mairie on ne montre pas sa religion.", "La laïcité, c'est la neutralité de l'État et la liberté de conscience."],
    ['val-law-religion', 'Ici la loi est la même pour tout le monde, ma religion je la pratique sans gêner personne.', "La loi de la République passe avant la religion, c'est la laïcité."],
    ['val-daughter', "Ma fille fera ses études et choisira son travail et son mari, c'est sa vie.", "Ma fille a les mêmes droits et la même liberté que mon fils, c'est l'égalité."],
    ['val-racism', "Peu importe d'où viennent les gens ou leur couleur, on est tous pareils.", "Je suis contre le racisme et la discrimination, c'est contraire à l'égalité et à la fraternité."],
    ['val-fraternity', "J'aide ma voisine âgée à faire ses courses et je donne mon sang.", "La fraternité, c'est la solidarité entre les citoyens."],
    ['val-violence', 'On ne frappe jamais sa femme ni ses enfants, on parle.', "La violence est interdite par la loi, c'est contraire aux valeurs de la République."],
  ];

  it.each(PAIRS)('%s: everyday words score like the Charte’s words', (id, natural, listed) => {
    const q = getQuestion(id);
    const a = evaluateAnswer(q, natural);
    const b = evaluateAnswer(q, listed);
    expect(a.redFlags).toEqual([]);
    expect(a.valuesScore!).toBeGreaterThanOrEqual(12);
    expect(b.valuesScore!).toBeGreaterThanOrEqual(12);
    expect(Math.abs(a.valuesScore! - b.valuesScore!), `${a.valuesScore} vs ${b.valuesScore}`).toBeLessThanOrEqual(3);
  });
});
