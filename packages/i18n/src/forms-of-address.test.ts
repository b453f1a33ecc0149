// The site addresses its reader one way in each language, pages and emails alike: Spanish as
// "usted" (su, puede, introduzca, elija), French as "vous" (votre, vous pouvez, saisissez). The words
// below only ever say "tú" or "tu"; an imperative of the second person singular is caught at the
// start of a sentence or a list item, where the same word cannot be a verb of a named subject.
import { describe, expect, it } from 'vitest';

import { allMessages } from './testing/catalogue-messages';

const LETTER = 'a-zA-ZÀ-ÖØ-öø-ÿœŒ';

/** `tu` → also `Tu`, but not `TU`/`ES` (codes and acronyms). */
function wordForms(word: string): string {
  const first = word.charAt(0);
  return `[${first}${first.toUpperCase()}]${word.slice(1)}`;
}

/** Any of `words`, standing alone. */
function anywhere(words: readonly string[]): RegExp {
  return new RegExp(`(?<![${LETTER}’'-])(${words.map(wordForms).join('|')})(?![${LETTER}’'-])`, 'g');
}

/** Any of `words` opening a text, a sentence, a line, a list item, an exclamation or a bold part. */
function opening(words: readonly string[]): RegExp {
  return new RegExp(
    `(?:^|[.!?:;]\\s+|\\n\\s*(?:[-*]\\s+)?|[¡¿]|\\*\\*)(${words.map(wordForms).join('|')})(?![${LETTER}’'-])`,
    'g',
  );
}

const SPANISH_TU = anywhere([
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'tuyos',
  'tuyas',
  'puedes',
  'tienes',
  'quieres',
  'eres',
  'estás',
  'has',
  'sabes',
  'debes',
  'necesitas',
  'haces',
  'recibes',
  'pagas',
  'eliges',
  'buscas',
  'ves',
  'vas',
  'hayas',
  'puedas',
  'quieras',
  'tengas',
  'podrás',
  'tendrás',
  'recibirás',
  'verás',
  'deberás',
  'olvidaste',
  'pediste',
  'elegiste',
  'hiciste',
  'actívalo',
  'avísanos',
  'contáctanos',
  'escríbenos',
  'muévete',
  'regístrate',
  'únete',
  'suscríbete',
  'asegúrate',
  'inténtalo',
  'añádelo',
  'elígelo',
]);
const SPANISH_TU_IMPERATIVE = opening([
  'elige',
  'introduce',
  'haz',
  'inicia',
  'comprueba',
  'vuelve',
  'añade',
  'busca',
  'crea',
  'encuentra',
  'alquila',
  'compara',
  'consulta',
  'indica',
  'amplía',
  'corrige',
  'quita',
  'activa',
  'restablece',
  'ignora',
  'gestiona',
  'conduce',
  'sal',
  'escribe',
  'revisa',
  'cambia',
  'guarda',
  'pulsa',
  'abre',
  'sube',
  'descarga',
  'selecciona',
  'rellena',
  'usa',
  'utiliza',
  'cancela',
  'elimina',
  'borra',
  'envía',
  'acepta',
  'descubre',
  'explora',
  'empieza',
  'comienza',
  'lee',
  'mira',
  'deja',
  'pide',
  'pon',
  'ven',
  'ten',
  'di',
  'intenta',
  'recuerda',
  'confirma',
  'verifica',
  'completa',
  'cierra',
  'sigue',
  'recibe',
  'disfruta',
  'ahorra',
  'viaja',
  'paga',
]);

/** A verb of the second person after a conjunction: "en cuanto reservas", "si cancelas". */
const SPANISH_TU_CLAUSE = new RegExp(
  `(?<![${LETTER}])(?:en cuanto|cuando|si|mientras) (reservas|cancelas|cambias|alquilas|recoges|devuelves|viajas|inicias|vuelves)(?![${LETTER}])`,
  'gi',
);

const FRENCH_TU = anywhere([
  'tu',
  'ton',
  'ta',
  'tes',
  'te',
  'toi',
  'peux',
  'veux',
  'dois',
  'as',
  'es',
  'sais',
  'vas',
  'fais',
  'pourras',
  'auras',
  'seras',
  'recevras',
  'devras',
  'connecte-toi',
  'inscris-toi',
  'n’hésite',
]);
/** `t’inscrire`, `t’envoyer`. */
const FRENCH_T_APOSTROPHE = new RegExp(`(?<![${LETTER}])([tT]’)(?=[${LETTER}])`, 'g');
const FRENCH_TU_IMPERATIVE = opening([
  'choisis',
  'saisis',
  'vérifie',
  'ajoute',
  'cherche',
  'trouve',
  'découvre',
  'essaie',
  'essaye',
  'reviens',
  'clique',
  'consulte',
  'indique',
  'remplis',
  'télécharge',
  'compare',
  'profite',
  'active',
  'ouvre',
  'crée',
  'envoie',
  'annule',
  'paie',
  'paye',
  'regarde',
  'laisse',
  'contacte',
  'écris',
  'utilise',
  'sélectionne',
  'confirme',
  'renseigne',
  'accepte',
  'commence',
  'explore',
  'loue',
  'réserve',
  'modifie',
  'supprime',
  'efface',
  'partage',
  'inscris',
  'connecte',
  'garde',
  'entre',
  'lis',
  'prends',
  'mets',
  'va',
  'viens',
  'pars',
  'roule',
  'économise',
]);

/** The texts of `language` with each word of `patterns` they hold. */
function findings(language: 'es' | 'fr', patterns: readonly RegExp[]): string[] {
  const found: string[] = [];
  for (const [id, text] of allMessages(language)) {
    const words = patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
    if (words.length > 0) found.push(`${id}: ${[...new Set(words)].join(', ')}`);
  }
  return found;
}

describe('the form of address', () => {
  it('is "usted" in every Spanish text', () => {
    expect(findings('es', [SPANISH_TU, SPANISH_TU_IMPERATIVE, SPANISH_TU_CLAUSE])).toEqual([]);
  });

  it('is "vous" in every French text', () => {
    expect(findings('fr', [FRENCH_TU, FRENCH_T_APOSTROPHE, FRENCH_TU_IMPERATIVE])).toEqual([]);
  });

  it('is caught in a sample of each language', () => {
    // The patterns themselves: what they must find, and what "usted" and "vous" say instead.
    const es = (text: string) =>
      [SPANISH_TU, SPANISH_TU_IMPERATIVE, SPANISH_TU_CLAUSE].some((p) => text.match(p) !== null);
    expect(es('Elige tu coche.')).toBe(true);
    expect(es('Si no has creado ninguna cuenta, ignora este correo.')).toBe(true);
    expect(es('Corrige la búsqueda. Vuelve a intentarlo.')).toBe(true);
    expect(es('Una confirmación en cuanto reservas.')).toBe(true);
    expect(es('Elija su coche. Usted elige cómo pagar; la agencia indica el depósito.')).toBe(false);
    expect(es('La reserva RB-1001 está confirmada.')).toBe(false);
    const fr = (text: string) =>
      [FRENCH_TU, FRENCH_T_APOSTROPHE, FRENCH_TU_IMPERATIVE].some((p) => text.match(p) !== null);
    expect(fr('Choisis ton véhicule.')).toBe(true);
    expect(fr('Tu peux t’inscrire.')).toBe(true);
    expect(fr('Choisissez votre véhicule : l’agence vérifie votre permis. Codes FR, ES, MA.')).toBe(false);
  });
});
