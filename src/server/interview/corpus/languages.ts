// A labelled set of interview answers for the language check: every answer of the graded corpus
// (French, learner French, English; the mixed ones left out, they are both), plus answers in other
// languages and short answers made of names. 'any' marks an answer that carries no language at all
// (a bare list of names): it must simply never be taken for a foreign language.
import { CIVIC_CORPUS } from './civic.js';
import { VALUES_CORPUS } from './values.js';

export type LanguageLabel = 'fr' | 'en' | 'other' | 'any';

const OTHERS: [string, LanguageLabel][] = [
  ['Me llamo Carlos y vivo en Francia desde hace cinco años.', 'other'],
  ['Quiero ser francés porque mi familia vive aquí y trabajo en Lyon.', 'other'],
  ['No sé, lo siento, no entiendo la pregunta.', 'other'],
  ['La bandera es azul, blanca y roja, y el himno es La Marsellesa.', 'other'],
  ['España, Italia y Alemania.', 'other'],
  ['Eu moro na França há dez anos com a minha família.', 'other'],
  ['Não sei, desculpe, eu não percebo a pergunta.', 'other'],
  ['Quero ser francês porque trabalho aqui e os meus filhos nasceram aqui.', 'other'],
  ['Io vivo in Francia da otto anni e lavoro come cuoco.', 'other'],
  ['Non lo so, mi dispiace, sono stanco oggi.', 'other'],
  ['Voglio diventare francese perché questo è il mio paese adesso.', 'other'],
  ['Ich wohne seit zehn Jahren in Frankreich und arbeite als Ingenieur.', 'other'],
  ['Ich weiß es nicht, das ist eine schwierige Frage.', 'other'],
  ['Die Flagge ist blau, weiß und rot.', 'other'],
  ['Ana sakin fi Faransa mundhu ashr sanawat ma3a 3a2ilati.', 'other'],
  ['Ben on yıldır Fransa’da yaşıyorum ve aşçı olarak çalışıyorum.', 'other'],
  ['Mieszkam we Francji od pięciu lat z moją rodziną.', 'other'],
  ['Ik woon al tien jaar in Frankrijk met mijn gezin.', 'other'],
  ['I have lived in France for ten years with my wife and children.', 'en'],
  ['I want to become French because my family lives here.', 'en'],
  ["I don't know, sorry, I can't remember.", 'en'],
  ['The flag is blue, white and red, and the anthem is the Marseillaise.', 'en'],
  ['Women and men are equal, they have the same rights.', 'en'],
  ['Spain, Italy, Germany and Switzerland.', 'en'],
  ['I work as a nurse in a hospital in Lyon.', 'en'],
  ['The President is elected for five years by direct universal suffrage.', 'en'],
  ["L'Espagne, l'Italie, l'Allemagne, la Suisse. Et la mer Méditerranée.", 'fr'],
  ["La Belgique, le Luxembourg, l'Allemagne, la Suisse, l'Italie, l'Espagne, Andorre et Monaco.", 'fr'],
  ["Je m'appelle Carlos, je viens du Mexique et j'habite à Toulouse.", 'fr'],
  ['Victor Hugo, Molière, Zola', 'fr'],
  ['Lyon, dans le Rhône.', 'fr'],
  ['Marianne, le coq et le drapeau.', 'fr'],
  ['Emmanuel Macron.', 'any'],
  ['Notre-Dame de Paris et le Mont-Saint-Michel.', 'fr'],
  ["J'habite à Villeurbanne, près de Lyon, en Auvergne-Rhône-Alpes.", 'fr'],
  ['Jean Moulin, Simone Veil, Joséphine Baker.', 'any'],
  ['Oui, bien sûr.', 'fr'],
  ['Je suis infirmière.', 'fr'],
  ['La Seine, la Loire, le Rhône et la Garonne.', 'fr'],
  ['Les Alpes et les Pyrénées.', 'fr'],
];

/** Answers that are only names: no language to tell. */
const ONLY_NAMES = new Set(['Sartre, Flaubert, Saint-Exupéry, Maupassant', 'Rimbaud, Verlaine, Apollinaire']);

export const LANGUAGE_SET: { text: string; label: LanguageLabel }[] = [
  ...[...CIVIC_CORPUS, ...VALUES_CORPUS]
    .filter((c) => c.kind !== 'mixed')
    .map((c) => ({ text: c.answer, label: (ONLY_NAMES.has(c.answer) ? 'any' : c.kind === 'en' ? 'en' : 'fr') as LanguageLabel })),
  ...OTHERS.map(([text, label]) => ({ text, label })),
];
