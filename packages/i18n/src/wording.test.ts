// Words that must say what the product does, in every language: the price tier of 3 days, the
// confirmation of a booking, the contact form's answer.
import { LANGUAGES } from '@roadbook/domain/constants';
import { describe, expect, it } from 'vitest';

import { allMessages } from './testing/catalogue-messages';

/** Each text of every language matching `pattern`, as `language namespace:key`. */
function matching(pattern: RegExp): string[] {
  return LANGUAGES.flatMap((language) =>
    [...allMessages(language)].filter(([, text]) => pattern.test(text)).map(([id]) => `${language} ${id}`),
  );
}

describe('the price tier of 3 days (biWeeklyPrice: packages/domain rental-price.ts)', () => {
  it('is never called a two-week or fortnightly price', () => {
    expect(
      matching(
        /fortnight|bi-?weekly|two-week|quinzaine|quincena|quincenal|prix pour deux semaines|precio por dos semanas/i,
      ),
    ).toEqual([]);
  });

  it('is named for its 3 days wherever it is labelled', () => {
    const labels = LANGUAGES.flatMap((language) =>
      [...allMessages(language)]
        .filter(([id]) => /biWeekly/i.test(id))
        .map(([id, text]) => [language, id, text]),
    );
    // The car editor's two fields, the quote's line in the back office and on the search page.
    expect(labels).toHaveLength(4 * LANGUAGES.length);
    expect(labels.filter(([, , text]) => !text?.includes('3'))).toEqual([]);
  });
});

describe('the confirmation of a booking', () => {
  // A counter booking is pending until its agency confirms it (docs/product-rules.md § Bookings);
  // confirming at once is an agency's setting yet to come (product decisions: instant booking).
  it('is never promised as instant', () => {
    expect(
      matching(
        /instant (booking )?confirmation|confirmed as soon as you (make|book)|confirmation the moment|confirmation (straight|right) away|confirmation immédiate|confirmée dès que vous la faites|confirmation dès la réservation|confirmación inmediata|confirmación al instante|confirmada en cuanto la hace/i,
      ),
    ).toEqual([]);
  });

  it('is what the home page says happens: the agency confirms', () => {
    const agency = { en: 'agency', fr: 'agence', es: 'agencia' } as const;
    for (const language of LANGUAGES) {
      const promise = allMessages(language).get('home:promises.instantConfirmation.text');
      expect(promise, language).toContain(agency[language]);
    }
  });
});

describe('the contact form', () => {
  it('says the message was sent, in every language', () => {
    const sent = {
      en: /message has been sent/,
      fr: /message a bien été envoyé/,
      es: /mensaje se ha enviado/,
    };
    for (const language of LANGUAGES) {
      expect(allMessages(language).get('info:contact.form.sent'), language).toMatch(sent[language]);
    }
  });
});
