// The French typography rules of the interface (docs/testing.md), as one checker
// shared by the locale test and any other test that holds French copy.
const NNBSP = '\u202F';

// Proper nouns, acronyms and brand names that keep their capital inside a sentence-case label.
const PROPER = new Set(
  (
    'France Français Française Françaises République Marseillaise Marianne Liberté Égalité Fraternité ' +
    'Paris Marseille Lyon Clermont-Ferrand Europe Union UE Google Apple Chrome Safari Firefox Edge X Facebook Instagram ' +
    'YouTube TikTok LinkedIn WhatsApp Prépa Naturalisation PDF CSV JSON API HTTPS URL SMS OK QCM ANTS ' +
    'DELF DALF TCF TEF B1 B2 FLE CERFA Cerfa Code Conseil État Constitution Déclaration Révolution Sénat ' +
    'Assemblée Premier Ministre Président Napoléon Louis Charles Gaulle Jeanne Arc Vichy Victor Hugo ' +
    'Mai Juillet Seine Loire Rhône Alpes Pyrénées Corse Bretagne Normandie Occitanie Île-de-France ' +
    'Guadeloupe Martinique Guyane Réunion Mayotte LLM IA AI GDPR RGPD CNIL Stripe Mantine React ' +
    'Markdown UTC CET Panthéon Versailles Bastille Élysée Matignon ' +
    'Lumières Nations Unies ONU OTAN Ve IVe Vᵉ Ier II III Cinquième Légion Honneur Marseillais Europe ' +
    'Moulin Jean Simone Veil Jaurès Zola Pasteur Curie Marie Dreyfus De Coubertin Eiffel Molière Voltaire ' +
    'Rousseau Montesquieu Diderot Clemenceau Mitterrand Chirac Macron Pompidou Giscard Sarkozy Hollande ' +
    'Laïcité Défenseur Droits Ofii OFII Office Intégration Contrat CIR Journal Officiel JO ' +
    'Centre Hauts-de-France Grand Est Auvergne-Rhône-Alpes Provence-Alpes-Côte Azur Nouvelle-Aquitaine ' +
    'Bourgogne-Franche-Comté Pays Loire Centre-Val Val Hauts Côte FR EN Fatima Parlement Gouvernement Intérieur ' +
    'Cadre Livret Gaule Gaulois Toulouse Benali Dupont Amina Règlement Informatique Libertés Travail Famille Patrie Unité Progrès Justice ' +
    'Préfecture Vaucluse Var Cantal Puy-de-Dôme Charte Citoyen ANEF Civil Impôts Légifrance Ministère Nantes Moselle Nancy'
  ).split(/\s+/),
);

const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

/** What is not prose: interpolations, markup, addresses, times and ratios. */
function prose(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, 'X')
    .replace(/\$t\([^)]*\)/g, 'X')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, 'X')
    .replace(/\b[\w.+-]+@[\w-]+\.[\w.]+\b/g, 'X')
    .replace(/\b\d{1,2}:\d{2}\b/g, 'X')
    .replace(/\b\d+:\d+\b/g, 'X');
}

/** Faults of one French string; empty when it follows the rules. */
export function frenchTypographyFaults(text: string, options: { label?: boolean } = {}): string[] {
  const faults: string[] = [];
  const s = prose(text);
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if ('!?:;'.includes(c)) {
      const before = s[i - 1];
      if (i === 0 || before === NNBSP || '!?:;…'.includes(before ?? '') && s[i - 2] === NNBSP) continue;
      if (before === '!' || before === '?') continue;
      faults.push(`« ${c} » sans espace fine insécable avant`);
    }
    if (c === '«' && s[i + 1] !== NNBSP) faults.push('« sans espace fine insécable après');
    if (c === '»' && s[i - 1] !== NNBSP) faults.push('» sans espace fine insécable avant');
  }
  if (/[’‘`]/.test(s)) faults.push("apostrophe typographique (utiliser ')");
  if (new RegExp(`(^|[^\\d])1 (${MONTHS})\\b`, 'i').test(s)) faults.push('« 1 » au lieu de « 1er » devant un mois');
  if (/\bDemo\b|\bDEMO\b|\bdemo\b/.test(s)) faults.push('« Demo » sans accent');
  // Interface words left in English (a role badge "User", an aria-label "Toggle …").
  const english = /\b(User|Users|Toggle|Loading|Submit|Cancel|Settings|Dashboard|Sign in|Sign up|Log in|Password|Show|Hide|Close)\b/.exec(s);
  if (english) faults.push(`mot anglais « ${english[1]} »`);
  // Words that agree with the reader ("vous êtes prêt"): the interface does not know their gender.
  const reader = /(?<!\p{L})(êtes|être|serez|soyez|sois)\s+(\p{L}+\s+)?(prêt|connecté|inscrit|sûr|certain|seul|bienvenu)s?(?!\p{L})/iu;
  if (reader.test(s) || /^(Prêt|Inscrit|Connecté|Bienvenu)(?!\p{L})/u.test(s)) {
    faults.push('accord au masculin alors que le genre est inconnu');
  }
  if (options.label !== false) {
    const words = s.split(/(?<=[\s\u202F\u00A0(«"—–·])/);
    let sentenceStart = true;
    for (const raw of words) {
      if (/^[«·(]/.test(raw.trim())) sentenceStart = true;
      const w = raw.replace(/[\s\u202F\u00A0(«"—–]+$/g, '').replace(/^[\s\u202F\u00A0("«]+/, '');
      if (!w) continue;
      const bare = w.replace(/^[dlLDjJnNsScCmMtTqu]+'/, '').replace(/[.,;:!?»")…]+$/g, '');
      const first = bare.charAt(0);
      if (!sentenceStart && bare.length > 1 && /^\p{L}+(-\p{L}+)*-?$/u.test(bare) && first !== first.toLowerCase() && bare.slice(1) === bare.slice(1).toLowerCase() && !PROPER.has(bare) && !PROPER.has(bare.split('-')[0]!)) {
        faults.push(`majuscule à « ${bare} » au milieu d'un libellé`);
      }
      // A new sentence, a quoted label (« Mon compte ») or a page named by its title starts a capital.
      sentenceStart = /[.!?:…«·]["»)]?$/.test(w) || /^[—–-]$/.test(w) || w === 'X' || /^pages?$/i.test(bare);
    }
  }
  return faults;
}
