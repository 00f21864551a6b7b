import { describe, expect, it } from 'vitest';
import { detectRedFlags, findValueSignals } from './values.js';

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
    const flags = detectRedFlags(text, gender).map((f) => f.id);
    if (expected) expect(flags).toContain(expected);
    else expect(flags).toEqual([]);
  });

  it('finds adherence signals', () => {
    expect(findValueSignals('Je respecte la laïcité et la liberté de chacun, et je crois à la solidarité.')).toEqual(
      expect.arrayContaining(['laicite', 'liberte', 'fraternite', 'respect']),
    );
  });
});
