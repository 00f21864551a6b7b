// Maintained lists for the open knowledge questions ("citez des écrivains, des fleuves…"): any
// two right items of the category earn full marks, so a candidate is not failed for naming
// Flaubert rather than Hugo. Each item is matched with folding, stemming and spelling tolerance
// (text.ts); names that would collide with common words are given in a longer form.
// Sources: Centre des monuments nationaux and UNESCO lists, panthéon (monuments-nationaux.fr, incl.
// Robert Badinter on 9 October 2025), code du travail L3133-1 (jours fériés), INSEE (outre-mer).
import type { Concept, WrongFact } from '../interview-bank.js';

type Item = [id: string, label: string, terms: string[]];

const concepts = (items: Item[]): Concept[] => items.map(([id, label, terms]) => ({ id, label, terms }));

/** French writers, painters, sculptors, composers, singers and film makers. */
export const FRENCH_ARTISTS: Concept[] = concepts([
  ['hugo', 'Victor Hugo', ['victor hugo', 'hugo', 'misérables']],
  ['moliere', 'Molière', ['molière']],
  ['voltaire', 'Voltaire', ['voltaire']],
  ['zola', 'Émile Zola', ['zola', 'germinal']],
  ['camus', 'Albert Camus', ['camus']],
  ['balzac', 'Honoré de Balzac', ['balzac']],
  ['proust', 'Marcel Proust', ['proust']],
  ['rousseau', 'Jean-Jacques Rousseau', ['jean-jacques rousseau', 'rousseau']],
  ['dumas', 'Alexandre Dumas', ['dumas', 'mousquetaires', 'monte-cristo']],
  ['verne', 'Jules Verne', ['jules verne', 'verne']],
  ['fontaine', 'Jean de La Fontaine', ['la fontaine', 'fables']],
  ['beauvoir', 'Simone de Beauvoir', ['beauvoir']],
  ['baudelaire', 'Charles Baudelaire', ['baudelaire']],
  ['flaubert', 'Gustave Flaubert', ['flaubert', 'madame bovary']],
  ['maupassant', 'Guy de Maupassant', ['maupassant']],
  ['sartre', 'Jean-Paul Sartre', ['sartre']],
  ['exupery', 'Antoine de Saint-Exupéry', ['saint-exupéry', 'exupéry', 'petit prince']],
  ['stendhal', 'Stendhal', ['stendhal']],
  ['racine', 'Jean Racine', ['racine']],
  ['corneille', 'Pierre Corneille', ['corneille']],
  ['rimbaud', 'Arthur Rimbaud', ['rimbaud']],
  ['verlaine', 'Paul Verlaine', ['verlaine']],
  ['apollinaire', 'Guillaume Apollinaire', ['apollinaire']],
  ['prevert', 'Jacques Prévert', ['prévert']],
  ['aragon', 'Louis Aragon', ['aragon']],
  ['eluard', 'Paul Éluard', ['éluard']],
  ['duras', 'Marguerite Duras', ['duras']],
  ['colette', 'Colette', ['colette']],
  ['sand', 'George Sand', ['george sand']],
  ['montaigne', 'Montaigne', ['montaigne']],
  ['rabelais', 'Rabelais', ['rabelais']],
  ['pascal', 'Blaise Pascal', ['blaise pascal']],
  ['descartes', 'René Descartes', ['descartes']],
  ['diderot', 'Denis Diderot', ['diderot']],
  ['montesquieu', 'Montesquieu', ['montesquieu']],
  ['lamartine', 'Lamartine', ['lamartine']],
  ['musset', 'Alfred de Musset', ['musset']],
  ['chateaubriand', 'Chateaubriand', ['chateaubriand']],
  ['malraux', 'André Malraux', ['malraux']],
  ['gide', 'André Gide', ['andré gide']],
  ['yourcenar', 'Marguerite Yourcenar', ['yourcenar']],
  ['pagnol', 'Marcel Pagnol', ['pagnol']],
  ['modiano', 'Patrick Modiano', ['modiano']],
  ['ernaux', 'Annie Ernaux', ['ernaux']],
  ['leclezio', 'J. M. G. Le Clézio', ['le clézio', 'clézio']],
  ['cesaire', 'Aimé Césaire', ['césaire']],
  ['perrault', 'Charles Perrault', ['perrault']],
  ['monet', 'Claude Monet', ['monet']],
  ['manet', 'Édouard Manet', ['édouard manet']],
  ['renoir', 'Auguste Renoir', ['renoir']],
  ['degas', 'Edgar Degas', ['degas']],
  ['cezanne', 'Paul Cézanne', ['cézanne']],
  ['gauguin', 'Paul Gauguin', ['gauguin']],
  ['matisse', 'Henri Matisse', ['matisse']],
  ['rodin', 'Auguste Rodin', ['rodin', 'le penseur']],
  ['delacroix', 'Eugène Delacroix', ['delacroix']],
  ['courbet', 'Gustave Courbet', ['courbet']],
  ['lautrec', 'Henri de Toulouse-Lautrec', ['toulouse-lautrec', 'lautrec']],
  ['claudel', 'Camille Claudel', ['camille claudel']],
  ['soulages', 'Pierre Soulages', ['soulages']],
  ['piaf', 'Édith Piaf', ['piaf']],
  ['aznavour', 'Charles Aznavour', ['aznavour']],
  ['brassens', 'Georges Brassens', ['brassens']],
  ['gainsbourg', 'Serge Gainsbourg', ['gainsbourg']],
  ['hallyday', 'Johnny Hallyday', ['hallyday', 'johnny']],
  ['trenet', 'Charles Trenet', ['trenet']],
  ['goldman', 'Jean-Jacques Goldman', ['goldman']],
  ['debussy', 'Claude Debussy', ['debussy']],
  ['ravel', 'Maurice Ravel', ['ravel', 'boléro']],
  ['berlioz', 'Hector Berlioz', ['berlioz']],
  ['bizet', 'Georges Bizet', ['bizet', 'carmen']],
  ['satie', 'Erik Satie', ['satie']],
  ['lumiere', 'les frères Lumière', ['frères lumière', 'lumière']],
  ['melies', 'Georges Méliès', ['méliès']],
  ['truffaut', 'François Truffaut', ['truffaut']],
  ['godard', 'Jean-Luc Godard', ['godard']],
  ['funes', 'Louis de Funès', ['funès']],
  ['gabin', 'Jean Gabin', ['gabin']],
  ['deneuve', 'Catherine Deneuve', ['deneuve']],
  ['omarsy', 'Omar Sy', ['omar sy']],
]);

/** Monuments and sites of the French heritage. */
export const MONUMENTS: Concept[] = concepts([
  ['eiffel', 'la tour Eiffel', ['tour eiffel', 'eiffel']],
  ['louvre', 'le Louvre', ['louvre']],
  ['notredame', 'Notre-Dame de Paris', ['notre-dame', 'notre dame']],
  ['arc', 'l’Arc de triomphe', ['arc de triomphe']],
  ['versailles', 'le château de Versailles', ['versailles']],
  ['msm', 'le Mont-Saint-Michel', ['mont-saint-michel', 'mont saint michel']],
  ['pantheon', 'le Panthéon', ['panthéon']],
  ['sacrecoeur', 'le Sacré-Cœur', ['sacré-cœur', 'sacré cœur']],
  ['gard', 'le pont du Gard', ['pont du gard']],
  ['invalides', 'les Invalides', ['invalides']],
  ['chateaux', 'les châteaux de la Loire', ['châteaux de la loire', 'chambord', 'chenonceau', 'amboise', 'blois']],
  ['papes', 'le palais des Papes d’Avignon', ['palais des papes', 'pont d’avignon', 'avignon']],
  ['carcassonne', 'la cité de Carcassonne', ['carcassonne']],
  ['reims', 'la cathédrale de Reims', ['reims']],
  ['chartres', 'la cathédrale de Chartres', ['chartres']],
  ['strasbourg', 'la cathédrale de Strasbourg', ['cathédrale de strasbourg']],
  ['amiens', 'la cathédrale d’Amiens', ['amiens']],
  ['fontainebleau', 'le château de Fontainebleau', ['fontainebleau']],
  ['orsay', 'le musée d’Orsay', ['orsay']],
  ['pompidou', 'le Centre Pompidou', ['pompidou', 'beaubourg']],
  ['concorde', 'la place de la Concorde et l’obélisque', ['concorde', 'obélisque']],
  ['champs', 'les Champs-Élysées', ['champs-élysées', 'champs élysées']],
  ['opera', 'l’Opéra Garnier', ['opéra garnier', 'opéra de paris', 'garnier']],
  ['saintechapelle', 'la Sainte-Chapelle', ['sainte-chapelle', 'sainte chapelle']],
  ['conciergerie', 'la Conciergerie', ['conciergerie']],
  ['nimes', 'les arènes de Nîmes et la Maison carrée', ['arènes de nîmes', 'maison carrée', 'nîmes']],
  ['arles', 'les arènes d’Arles', ['arles']],
  ['orange', 'le théâtre antique d’Orange', ['théâtre antique']],
  ['lascaux', 'la grotte de Lascaux', ['lascaux', 'chauvet']],
  ['millau', 'le viaduc de Millau', ['millau']],
  ['koenigsbourg', 'le château du Haut-Kœnigsbourg', ['koenigsbourg', 'kœnigsbourg']],
  ['vezelay', 'la basilique de Vézelay', ['vézelay']],
  ['stmalo', 'les remparts de Saint-Malo', ['saint-malo']],
  ['verdon', 'les gorges du Verdon', ['verdon']],
  ['etretat', 'les falaises d’Étretat', ['étretat']],
  ['lourdes', 'le sanctuaire de Lourdes', ['lourdes']],
  ['vieuxport', 'le Vieux-Port et Notre-Dame-de-la-Garde à Marseille', ['vieux-port', 'vieux port', 'bonne mère', 'notre-dame-de-la-garde']],
  ['beaune', 'les Hospices de Beaune', ['hospices de beaune']],
  ['cluny', 'l’abbaye de Cluny', ['cluny']],
  ['defense', 'la Grande Arche de la Défense', ['grande arche']],
]);

/** Who rests in, or entered, the Panthéon (Robert Badinter entered it on 9 October 2025). */
export const PANTHEON: Concept[] = concepts([
  ['hugo', 'Victor Hugo', ['victor hugo', 'hugo']],
  ['voltaire', 'Voltaire', ['voltaire']],
  ['rousseau', 'Jean-Jacques Rousseau', ['rousseau']],
  ['zola', 'Émile Zola', ['zola']],
  ['jaures', 'Jean Jaurès', ['jaurès']],
  ['moulin', 'Jean Moulin', ['jean moulin']],
  ['veil', 'Simone Veil', ['simone veil', 'veil']],
  ['curie', 'Marie et Pierre Curie', ['curie']],
  ['baker', 'Joséphine Baker', ['joséphine baker', 'baker']],
  ['manouchian', 'Missak et Mélinée Manouchian', ['manouchian']],
  ['badinter', 'Robert Badinter', ['badinter']],
  ['dumas', 'Alexandre Dumas', ['dumas']],
  ['schoelcher', 'Victor Schœlcher', ['schoelcher', 'schœlcher', 'scheelcher']],
  ['malraux', 'André Malraux', ['malraux']],
  ['eboue', 'Félix Éboué', ['éboué']],
  ['monnet', 'Jean Monnet', ['jean monnet']],
  ['cassin', 'René Cassin', ['cassin']],
  ['braille', 'Louis Braille', ['braille']],
  ['condorcet', 'Condorcet', ['condorcet']],
  ['genevoix', 'Maurice Genevoix', ['genevoix']],
  ['tillion', 'Germaine Tillion', ['tillion']],
  ['anthonioz', 'Geneviève de Gaulle-Anthonioz', ['anthonioz']],
  ['brossolette', 'Pierre Brossolette', ['brossolette']],
  ['zay', 'Jean Zay', ['jean zay']],
  ['monge', 'Gaspard Monge', ['monge']],
  ['carnot', 'Lazare et Sadi Carnot', ['carnot']],
  ['gregoire', 'l’abbé Grégoire', ['abbé grégoire']],
]);

/** Rivers of metropolitan France (fleuves and major rivers). */
export const RIVERS: Concept[] = concepts([
  ['seine', 'la Seine', ['seine', 'sène']], ['loire', 'la Loire', ['loire']], ['rhone', 'le Rhône', ['rhône', 'rone']],
  ['garonne', 'la Garonne', ['garonne']], ['rhin', 'le Rhin', ['rhin']], ['meuse', 'la Meuse', ['meuse']],
  ['dordogne', 'la Dordogne', ['dordogne']], ['moselle', 'la Moselle', ['moselle']], ['escaut', 'l’Escaut', ['escaut']],
  ['charente', 'la Charente', ['charente']], ['somme', 'la Somme', ['somme']], ['marne', 'la Marne', ['marne']],
  ['oise', 'l’Oise', ['oise']], ['saone', 'la Saône', ['saône']], ['lot', 'le Lot', ['lot']], ['tarn', 'le Tarn', ['tarn']],
  ['allier', 'l’Allier', ['allier']], ['durance', 'la Durance', ['durance']], ['isere', 'l’Isère', ['isère']],
  ['adour', 'l’Adour', ['adour']], ['vilaine', 'la Vilaine', ['vilaine']], ['vienne', 'la Vienne', ['vienne']],
  ['orne', 'l’Orne', ['orne']], ['herault', 'l’Hérault', ['hérault']], ['var', 'le Var', ['var']],
]);

/** The French territories outside Europe (DROM, COM, Nouvelle-Calédonie, TAAF, Clipperton). */
export const OVERSEAS: Concept[] = concepts([
  ['guadeloupe', 'la Guadeloupe', ['guadeloupe']], ['martinique', 'la Martinique', ['martinique']],
  ['guyane', 'la Guyane', ['guyane']], ['reunion', 'La Réunion', ['réunion']], ['mayotte', 'Mayotte', ['mayotte']],
  ['caledonie', 'la Nouvelle-Calédonie', ['nouvelle-calédonie', 'calédonie']],
  ['polynesie', 'la Polynésie française', ['polynésie', 'tahiti']],
  ['spm', 'Saint-Pierre-et-Miquelon', ['saint-pierre', 'miquelon']],
  ['wallis', 'Wallis-et-Futuna', ['wallis', 'futuna']],
  ['stmartin', 'Saint-Martin', ['saint-martin']], ['stbarth', 'Saint-Barthélemy', ['saint-barthélemy', 'saint-barth']],
  ['taaf', 'les Terres australes et antarctiques françaises', ['terres australes', 'kerguelen', 'taaf']],
  ['clipperton', 'Clipperton', ['clipperton']],
]);

/** Mountain ranges and summits of France. */
export const MOUNTAINS: Concept[] = concepts([
  ['alpes', 'les Alpes', ['alpes']], ['pyrenees', 'les Pyrénées', ['pyrénées']],
  ['central', 'le Massif central', ['massif central']], ['jura', 'le Jura', ['jura']],
  ['vosges', 'les Vosges', ['vosges']], ['montblanc', 'le mont Blanc (4 805 m), plus haut sommet', ['mont blanc', 'mont-blanc']],
  ['corse', 'les montagnes de Corse', ['corse']], ['cevennes', 'les Cévennes', ['cévennes']],
  ['ardennes', 'les Ardennes', ['ardennes']], ['morvan', 'le Morvan', ['morvan']],
  ['ventoux', 'le mont Ventoux', ['ventoux']], ['puy', 'le puy de Dôme et la chaîne des Puys', ['puy de dôme', 'chaîne des puys']],
]);

/** Names that are not of the category: each is a wrong fact when given as an answer. */
const notOf = (names: [pattern: string, said: string][], what: string, reminder: string): WrongFact[] =>
  names.map(([pattern, said]) => ({
    pattern: new RegExp(`\\b(${pattern})\\b`),
    correction: `${said} n’est pas ${what}. ${reminder}`,
  }));

export const NOT_OVERSEAS = notOf(
  [
    ['algerie', 'L’Algérie (indépendante depuis 1962)'], ['maroc', 'Le Maroc'], ['tunisie', 'La Tunisie'],
    ['senegal', 'Le Sénégal'], ['madagascar', 'Madagascar'], ['haiti', 'Haïti'], ['cuba', 'Cuba'],
    ['quebec', 'Le Québec'], ['jamaique', 'La Jamaïque'], ['comores', 'L’Union des Comores'],
    ['ile maurice|maurice', 'L’île Maurice'], ['cote d ivoire', 'La Côte d’Ivoire'], ['vietnam', 'Le Vietnam'],
    ['louisiane', 'La Louisiane'], ['cameroun', 'Le Cameroun'], ['corse', 'La Corse (en métropole)'],
  ],
  'un territoire français d’outre-mer',
  'L’outre-mer comprend notamment la Guadeloupe, la Martinique, la Guyane, La Réunion, Mayotte, la Nouvelle-Calédonie et la Polynésie française.',
);

export const NOT_NEIGHBOURS = notOf(
  [
    ['portugal', 'Le Portugal'], ['autriche', 'L’Autriche'], ['pays-bas|pays bas|hollande', 'Les Pays-Bas'],
    ['maroc', 'Le Maroc'], ['algerie', 'L’Algérie'], ['tunisie', 'La Tunisie'], ['pologne', 'La Pologne'],
    ['danemark', 'Le Danemark'], ['grece', 'La Grèce'],
  ],
  'un pays voisin de la France métropolitaine',
  'Ses voisins sont la Belgique, le Luxembourg, l’Allemagne, la Suisse, l’Italie, Monaco, l’Espagne et Andorre.',
);

export const NOT_FRENCH_ARTISTS = notOf(
  [
    ['shakespeare', 'Shakespeare (anglais)'], ['goethe', 'Goethe (allemand)'], ['cervantes', 'Cervantès (espagnol)'],
    ['dostoievski|dostoievsky', 'Dostoïevski (russe)'], ['tolstoi', 'Tolstoï (russe)'], ['dante', 'Dante (italien)'],
    ['mozart', 'Mozart (autrichien)'], ['beethoven', 'Beethoven (allemand)'], ['van gogh', 'Van Gogh (néerlandais)'],
  ],
  'un artiste français',
  'Parmi les Français : Victor Hugo, Molière, Flaubert, Camus, Monet, Rodin, Édith Piaf…',
);

export const NOT_IN_PANTHEON = notOf(
  [
    ['napoleon', 'Napoléon (aux Invalides)'], ['(?<!genevieve )de gaulle(?! anthonioz)', 'Charles de Gaulle (à Colombey-les-Deux-Églises)'],
    ['moliere', 'Molière (au Père-Lachaise)'], ['piaf', 'Édith Piaf (au Père-Lachaise)'], ['jeanne d arc', 'Jeanne d’Arc'],
    ['louis xiv', 'Louis XIV (à Saint-Denis)'], ['sartre', 'Jean-Paul Sartre (à Montparnasse)'], ['balzac', 'Balzac (au Père-Lachaise)'],
  ],
  'au Panthéon',
  'Y reposent notamment Voltaire, Rousseau, Victor Hugo, Jean Moulin, Marie Curie et Simone Veil ; Joséphine Baker, inhumée à Monaco, y est honorée par un cénotaphe depuis 2021 ; Robert Badinter y est entré en 2025.',
);

export const NOT_RIVERS = notOf(
  [['nil', 'Le Nil'], ['danube', 'Le Danube'], ['tamise', 'La Tamise'], ['tibre', 'Le Tibre'], ['volga', 'La Volga'], ['amazone', 'L’Amazone']],
  'un fleuve de France',
  'Les grands fleuves français sont la Seine, la Loire, le Rhône, la Garonne et le Rhin.',
);

export const NOT_MOUNTAINS = notOf(
  [['himalaya', 'L’Himalaya'], ['atlas', 'L’Atlas'], ['kilimandjaro', 'Le Kilimandjaro'], ['andes', 'Les Andes'], ['everest', 'L’Everest'], ['carpates', 'Les Carpates']],
  'en France',
  'Les massifs français sont les Alpes, les Pyrénées, le Massif central, le Jura et les Vosges.',
);
