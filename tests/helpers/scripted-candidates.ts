// Scripted candidates for the examiner's tests and the interview e2e tests: each gives the answer a
// person of that profile would give to a question of the bank. Test support only.
import { questionOf, type ExaminerState } from '../../src/server/interview/examiner.js';
import { topicsOf, type StanceTopicId } from '../../src/server/interview/stances.js';

export type Candidate = (state: ExaminerState) => string;

/** The question the examiner is asking now (main question id and whether it is a follow-up). */
export function currentQuestion(state: ExaminerState) {
  const item = state.plan[state.planIndex]!;
  return { question: questionOf(state, item.questionId), followUp: state.pendingFollowUp };
}

/** A well-prepared candidate's answers to the knowledge questions, in natural French. */
export const STRONG_CIVIC_ANSWERS: Record<string, string> = {
  'civ-motto': 'La devise de la République est « Liberté, Égalité, Fraternité ». On la voit sur le fronton des mairies et des écoles.',
  'civ-symbols': 'Il y a le drapeau tricolore bleu, blanc, rouge, l’hymne national qui est La Marseillaise, Marianne, qui représente la République, et la devise Liberté, Égalité, Fraternité. Le 14 juillet est aussi la fête nationale.',
  'civ-anthem': 'C’est La Marseillaise. Elle a été écrite par Rouget de Lisle en 1792, pendant la Révolution, et elle a été chantée par les soldats venus de Marseille.',
  'civ-14juillet': 'Le 14 juillet, c’est la fête nationale. On célèbre la prise de la Bastille en 1789, au début de la Révolution, et aussi la fête de la Fédération de 1790.',
  'civ-laicite': 'La laïcité, c’est la séparation des Églises et de l’État, établie par la loi de 1905. L’État est neutre et chacun a la liberté de conscience : on peut croire ou ne pas croire.',
  'civ-president': 'Le président de la République est élu au suffrage universel direct, par tous les citoyens, pour cinq ans. C’est le quinquennat, et il ne peut pas faire plus de deux mandats de suite.',
  'civ-laws': 'Ce sont les parlementaires qui votent les lois : le Parlement est composé de l’Assemblée nationale, avec les députés, et du Sénat, avec les sénateurs.',
  'civ-pm': 'Le Premier ministre est nommé par le président de la République. Il dirige le Gouvernement et conduit la politique de la Nation ; il est responsable devant l’Assemblée nationale.',
  'civ-deputes': 'Il y a 577 députés. Ils sont élus au suffrage universel direct pendant les élections législatives, pour cinq ans, chacun dans sa circonscription.',
  'civ-constitution': 'La Constitution de la Ve République a été adoptée par référendum en 1958, à l’initiative du général de Gaulle. C’est le texte fondamental qui organise les pouvoirs et protège les droits.',
  'civ-mayor': 'Le maire est élu par le conseil municipal, après les élections municipales qui ont lieu tous les six ans. Il gère la commune, les écoles, et il est officier d’état civil : il célèbre les mariages.',
  'civ-eu': 'La France est un membre fondateur de l’Union européenne, depuis le traité de Rome de 1957. Aujourd’hui il y a 27 pays membres, et nous utilisons l’euro. Les citoyens élisent le Parlement européen.',
  'civ-powers': 'Il y a le pouvoir législatif, exercé par le Parlement, le pouvoir exécutif, exercé par le président et le Gouvernement, et le pouvoir judiciaire, exercé par les juges. C’est la séparation des pouvoirs de Montesquieu.',
  'civ-1789': 'En 1789, c’est le début de la Révolution française : la prise de la Bastille le 14 juillet, puis l’abolition des privilèges et la Déclaration des droits de l’homme et du citoyen.',
  'civ-women-vote': 'Les femmes ont obtenu le droit de vote en 1944, à la Libération, grâce au général de Gaulle. Elles ont voté pour la première fois en 1945.',
  'civ-gaulle': 'Le général de Gaulle a lancé l’appel du 18 juin 1940 depuis Londres ; il a dirigé la France libre et la Résistance. Ensuite, il a fondé la Ve République en 1958 et il a été président.',
  'civ-ww2': 'De 1940 à 1944, la France a été occupée par les Allemands. Le régime de Vichy du maréchal Pétain a collaboré, mais la Résistance s’est organisée avec de Gaulle. Le débarquement en Normandie, le 6 juin 1944, a permis la Libération.',
  'civ-napoleon': 'Napoléon Bonaparte était un général de la Révolution, devenu Premier consul puis empereur en 1804. Il a créé le Code civil, les préfets et les lycées, et il a mené de nombreuses batailles comme Austerlitz.',
  'civ-slavery': 'L’esclavage a été aboli définitivement en 1848, grâce à Victor Schœlcher. Il y avait eu une première abolition en 1794.',
  'civ-rivers': 'Les principaux fleuves sont la Seine, qui traverse Paris, la Loire, le Rhône, la Garonne et le Rhin.',
  'civ-borders': 'La France a des frontières avec la Belgique, le Luxembourg, l’Allemagne, la Suisse, l’Italie, Monaco, l’Espagne et Andorre. Elle est bordée par la Manche, l’océan Atlantique et la Méditerranée.',
  'civ-overseas': 'Il y a la Guadeloupe, la Martinique, la Guyane, La Réunion et Mayotte, et aussi la Nouvelle-Calédonie et la Polynésie française.',
  'civ-mountains': 'Les principales montagnes sont les Alpes, avec le mont Blanc, les Pyrénées, le Massif central, le Jura et les Vosges.',
  'civ-regions': 'Depuis 2016, la France métropolitaine compte 13 régions. J’habite en Auvergne-Rhône-Alpes, dont la préfecture est Lyon.',
  'civ-writers': 'Je connais Victor Hugo, qui a écrit Les Misérables, Molière pour le théâtre, Voltaire, Émile Zola et Albert Camus. J’aime aussi les chansons d’Édith Piaf.',
  'civ-monuments': 'Je connais la tour Eiffel, le Louvre, Notre-Dame de Paris, l’Arc de triomphe, le château de Versailles et le Mont-Saint-Michel.',
  'civ-pantheon': 'Le Panthéon est le monument où la Nation honore les grands hommes : « Aux grands hommes la patrie reconnaissante ». Victor Hugo, Jean Moulin, Simone Veil et Marie Curie y reposent.',
  'civ-holidays': 'Il y a le 14 juillet, la fête nationale, le 1er mai, fête du Travail, le 8 mai et le 11 novembre, l’armistice, et aussi Noël, Pâques et la Toussaint.',
  'civ-rights': 'Un citoyen a le droit de vote et peut être candidat. Il a la liberté d’expression, la liberté de conscience et de religion, l’égalité devant la loi, et le droit de manifester ou de faire grève.',
  'civ-duties': 'Il doit respecter les lois, payer ses impôts, participer à la défense du pays avec la journée défense et citoyenneté, être juré d’assises s’il est tiré au sort, et respecter les autres.',
  'civ-ddhc': 'C’est un texte de la Révolution française, adopté en 1789. Son premier article dit que les hommes naissent et demeurent libres et égaux en droits. Il est cité dans le préambule de la Constitution.',
  'civ-vote': 'On peut voter à 18 ans, si on a la nationalité française et qu’on est inscrit sur les listes électorales. Les citoyens européens peuvent aussi voter aux élections municipales et européennes.',
};

const STRONG_STAGE_ANSWERS = {
  opening:
    'Bonjour. Je m’appelle Amina Benali, j’ai trente-quatre ans et je suis née au Maroc. Je vis en France depuis douze ans avec mon mari et nos deux enfants, et je travaille comme infirmière à l’hôpital de Lyon.',
  identity:
    'Je suis arrivée en France en 2012 pour faire mes études d’infirmière. Ensuite, j’ai rencontré mon mari et nous avons eu deux enfants, qui vont à l’école du quartier. Aujourd’hui, je travaille en CDI à l’hôpital et je participe à l’association des parents d’élèves, parce que la vie de l’école me tient à cœur.',
  motivation:
    'Je souhaite devenir française parce que je vis ici depuis douze ans et que la France est devenue mon pays. En effet, mes enfants sont nés ici, je travaille ici et je partage les valeurs de liberté et d’égalité. De plus, je voudrais voter aux élections, car je me sens citoyenne et je veux participer pleinement à la vie démocratique.',
  values:
    'Pour moi, c’est essentiel. Les femmes et les hommes ont les mêmes droits et la même liberté de choisir leur vie ; c’est pourquoi je respecte la loi de la République, qui passe avant les règles religieuses. Cependant, chacun reste libre de croire ou de ne pas croire, grâce à la laïcité. Face à une discrimination, je signalerais les faits et j’aiderais la victime, parce que le respect et la solidarité sont importants.',
  closing:
    'Oui, je suis prête à signer la Charte des droits et devoirs du citoyen français et à respecter les lois et les valeurs de la République. Je vous remercie pour cet entretien.',
} as const;

/** A prepared candidate's answer on each values topic of the catalogue (stances.ts): on the subject, sincere. */
const STRONG_VALUES_ANSWERS: Record<StanceTopicId, string> = {
  equality: 'Les femmes et les hommes ont les mêmes droits : chez nous, nous décidons à deux, ma femme travaille et gère son argent, et nos filles auront les mêmes chances que nos fils.',
  laicite: 'La laïcité garantit la liberté de croire ou de ne pas croire ; un agent du service public reste neutre et ne montre pas sa religion pendant son travail, à la mairie comme à l’école.',
  religion_law: 'La loi de la République passe avant les règles religieuses ; je pratique ma religion librement, mais dans le respect de la loi, qui est la même pour tous.',
  marriage: 'Le mariage doit être libre : chacun choisit la personne qu’il épouse, le mariage forcé est un délit et la polygamie est interdite en France ; ma fille choisira elle-même.',
  domestic_violence: 'La violence n’est jamais une solution : on ne frappe ni sa femme ni ses enfants, on discute, et face à la violence on appelle la police ou le 3919.',
  care_choice: 'Un médecin est un médecin, homme ou femme : ce qui compte, c’est sa compétence, et je n’ai jamais refusé d’être soigné par une femme ou par un homme.',
  hate_speech: 'Je refuse toute discrimination : si j’étais témoin d’un acte raciste, j’aiderais la victime, je témoignerais et je signalerais les faits à la police.',
  blasphemy: 'La liberté d’expression permet de critiquer les religions et de publier des caricatures ; le blasphème n’est pas un délit, mais l’injure et l’appel à la haine sont punis.',
  homosexuality: 'Chacun aime qui il veut : le mariage est ouvert aux couples de même sexe depuis 2013, et je respecte mes voisins comme mes collègues homosexuels.',
  inheritance: 'En France, les enfants héritent à parts égales, les filles comme les garçons, et je trouve cela juste : mes enfants auront la même part.',
  fgm: 'L’excision est une mutilation interdite et punie en France, même quand elle est faite à l’étranger ; je protégerai toujours mes filles.',
  school: 'À l’école publique, mes enfants suivent tous les cours, la piscine et le sport compris, et ils ne portent pas de signe religieux ostensible.',
  charter: 'Je signerai la Charte sans réserve : elle rappelle les droits et les devoirs que je respecte, l’égalité, la laïcité et la loi.',
  civic_duties: 'Je voterai à chaque élection, je paie mes impôts et je répondrai présent si je suis tiré au sort comme juré : ce sont des devoirs du citoyen.',
};
const GENERAL_TOPICS: StanceTopicId[] = ['equality', 'religion_law', 'laicite'];
const STRONG_VALUES_OTHER = [
  'Pour moi, la fraternité et la solidarité sont essentielles : j’aide mes voisins âgés, je fais du bénévolat à la banque alimentaire et je respecte chacun, quelle que soit son origine.',
  'Je crois à la liberté, à l’égalité et au respect de la loi ; au quotidien, cela veut dire traiter tout le monde de la même façon, au travail comme dans mon quartier, et dialoguer plutôt que s’opposer.',
  'La République me protège comme elle protège chacun : j’élève mes enfants dans le respect des autres, je leur apprends que les filles et les garçons ont les mêmes droits et que l’on règle un désaccord par la parole.',
  'Ce qui me touche le plus, c’est que l’école est gratuite et laïque pour tous ; mes enfants y apprennent à vivre ensemble, et moi je participe aux réunions de parents pour les accompagner.',
  'Je respecte les institutions et je veux y prendre part : voter, faire partie d’un jury si on me le demande, payer mes impôts et m’engager dans la vie de ma commune.',
];
const STRONG_IDENTITY_MORE = [
  'Mes premiers mois ont été difficiles, parce que je parlais peu français ; ensuite, j’ai suivi des cours du soir, j’ai trouvé un emploi et mes collègues m’ont beaucoup aidée.',
  'En semaine, je commence tôt à l’hôpital, puis je récupère les enfants à l’école ; le samedi, je participe à l’association du quartier et le dimanche nous voyons nos amis.',
];
const STRONG_MOTIVATION_MORE =
  'Voter, pour moi, c’est participer aux décisions de ma commune et de mon pays : je me sens citoyenne, je connais les élus de ma ville et je veux prendre ma part à la vie démocratique.';

/** Well informed, good French, concrete motivation, adheres to the values; a different answer to each question. */
export const strongCandidate: Candidate = (state) => {
  const { question, followUp } = currentQuestion(state);
  if (question.stage === 'civic_knowledge') {
    const base = STRONG_CIVIC_ANSWERS[question.id] ?? '';
    return followUp === 'deeper' ? `Je pense que ${base.charAt(0).toLowerCase()}${base.slice(1)} C’est pourquoi il faut bien connaître ce sujet.` : base;
  }
  // Earlier answers of the same stage: each question gets its own answer, as a candidate speaks.
  const before = new Set(state.turns.filter((t) => t.stage === question.stage && t.questionId !== question.id).map((t) => t.questionId)).size;
  if (question.stage === 'values') {
    // The most specific subject first: equality and religion are named by many questions.
    const topics = [...topicsOf(question.text)].sort((a, b) => Number(GENERAL_TOPICS.includes(a)) - Number(GENERAL_TOPICS.includes(b)));
    const said = new Set(state.turns.filter((t) => t.questionId !== question.id).map((t) => t.answer));
    const topic = topics.find((t) => !said.has(STRONG_VALUES_ANSWERS[t]));
    if (topic) return STRONG_VALUES_ANSWERS[topic];
    return STRONG_VALUES_OTHER.find((a) => !said.has(a)) ?? STRONG_VALUES_OTHER[before % STRONG_VALUES_OTHER.length]!;
  }
  if (question.stage === 'identity' && before > 0) return STRONG_IDENTITY_MORE[(before - 1) % STRONG_IDENTITY_MORE.length]!;
  if (question.stage === 'motivation' && before > 0) return STRONG_MOTIVATION_MORE;
  return STRONG_STAGE_ANSWERS[question.stage];
};

export const dontKnowCandidate: Candidate = () => 'Je ne sais pas.';

const ENGLISH = {
  opening: 'Hello, my name is John Smith, I am forty years old and I come from Canada. I have been living in France for six years with my wife.',
  identity: 'I arrived in France six years ago because of my job. I work as an engineer in a software company and my children go to school here.',
  motivation: 'I want to become French because I like this country, I have lived here for a long time and my family is here. I would also like to vote.',
  civic_knowledge: 'I think the president is elected by the people for five years, and the motto is liberty, equality and fraternity.',
  values: 'I believe that men and women are equal and that everybody must respect the law. Religion is a private matter and violence is never acceptable.',
  closing: 'Yes, I am ready to sign the charter and to respect the laws of the Republic. Thank you very much.',
} as const;

/** Answers everything in English. */
export const englishCandidate: Candidate = (state) => ENGLISH[currentQuestion(state).question.stage];

/** Strong everywhere except the values stage, where the answers reject equality between women and men. */
export const rejectsEqualityCandidate: Candidate = (state) => {
  const { question } = currentQuestion(state);
  if (question.stage === 'values') {
    return 'Non, je ne suis pas d’accord avec l’égalité entre les hommes et les femmes. Chez nous, la femme doit obéir à son mari et rester à la maison, c’est comme ça.';
  }
  return strongCandidate(state);
};

/** Answers with one word, always. */
export const oneWordCandidate: Candidate = () => 'Oui.';
