import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import { ENUMERATIONS } from '@roadbook/domain/enums';
import { VEHICLE_RANGES } from '@roadbook/domain/vehicle-ranges';
import { ERROR_CODES, SUCCESS_CODES, type ErrorCode, type SuccessCode } from '@roadbook/domain/error-codes';
import { describe, expect, it } from 'vitest';

import { NAMESPACES, type CommonKey, type ErrorKey, type Namespace } from './namespaces';
import { allMessages, baseKey, messages, placeholders, PLURAL_SUFFIX } from './testing/catalogue-messages';

// Compile-time: every code of the domain is a typed key of its namespace (checked by tsc).
type Extends<A, B> = [A] extends [B] ? true : false;
const errorCodesAreKeys: Extends<ErrorCode, ErrorKey> = true;
const successCodesAreKeys: Extends<SuccessCode, CommonKey> = true;

function pluralCategories(language: Language): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** Keys a language must have: English's keys, each plural in every category of the language. */
function expectedKeys(language: Language, namespace: Namespace): string[] {
  const english = [...messages('en', namespace).keys()];
  const pluralBases = new Set(english.filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));
  const singular = english.filter((key) => !PLURAL_SUFFIX.test(key));
  const plural = [...pluralBases].flatMap((base) =>
    pluralCategories(language).map((category) => `${base}_${category}`),
  );
  return [...singular, ...plural].sort();
}

/** What `actual` lacks and what it has in excess, compared with `expected`. */
function difference(actual: readonly string[], expected: readonly string[]) {
  return {
    missing: expected.filter((key) => !actual.includes(key)),
    extra: actual.filter((key) => !expected.includes(key)),
  };
}

const NO_DIFFERENCE = { missing: [], extra: [] };

/** Whether `code` has a message: a plain key, or the base of plural keys. */
function hasMessage(entries: Map<string, string>, code: string): boolean {
  return Boolean(entries.get(code) ?? entries.get(`${code}_other`));
}

describe('catalogue structure', () => {
  it('English has exactly the plural forms English needs', () => {
    for (const namespace of NAMESPACES) {
      const keys = [...messages('en', namespace).keys()];
      expect(difference(keys, expectedKeys('en', namespace)), namespace).toEqual(NO_DIFFERENCE);
    }
  });

  it.each(['fr', 'es'] as const)('%s has the same keys as English, with its own plural forms', (language) => {
    for (const namespace of NAMESPACES) {
      const keys = [...messages(language, namespace).keys()];
      expect(difference(keys, expectedKeys(language, namespace)), namespace).toEqual(NO_DIFFERENCE);
    }
    expect(pluralCategories(language)).toContain('many');
  });

  it.each(['fr', 'es'] as const)('%s uses the same interpolation variables as English', (language) => {
    for (const namespace of NAMESPACES) {
      const english = messages('en', namespace);
      for (const [key, text] of messages(language, namespace)) {
        const reference = english.get(key) ?? english.get(`${baseKey(key)}_other`);
        expect(reference, `${namespace}:${key}`).toBeDefined();
        expect(placeholders(text), `${namespace}:${key}`).toEqual(placeholders(reference ?? ''));
      }
    }
  });

  it('has no empty message and no stray whitespace', () => {
    for (const language of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        for (const [key, text] of messages(language, namespace)) {
          expect(text.trim(), `${language} ${namespace}:${key}`).toBe(text);
          expect(text.length, `${language} ${namespace}:${key}`).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe('coverage of the domain codes', () => {
  it('has a message for every error code in every language, and no message without a code', () => {
    expect(errorCodesAreKeys).toBe(true);
    for (const language of LANGUAGES) {
      const errors = messages(language, 'errors');
      const missing = ERROR_CODES.filter((code) => !hasMessage(errors, code));
      expect(missing, language).toEqual([]);
      const stale = [...new Set([...errors.keys()].map(baseKey))].filter(
        (key) => !(ERROR_CODES as readonly string[]).includes(key),
      );
      expect(stale, language).toEqual([]);
    }
  });

  it('has a message for every success code in every language', () => {
    expect(successCodesAreKeys).toBe(true);
    for (const language of LANGUAGES) {
      const common = messages(language, 'common');
      expect(
        SUCCESS_CODES.filter((code) => !hasMessage(common, code)),
        language,
      ).toEqual([]);
    }
  });

  it('labels every value of every enumeration in every language, and nothing else', () => {
    const expected = Object.entries(ENUMERATIONS).flatMap(([name, values]) =>
      values.map((value) => `${name}.${value}`),
    );
    for (const language of LANGUAGES) {
      const keys = [...messages(language, 'enums').keys()];
      expect(difference(keys, expected), language).toEqual(NO_DIFFERENCE);
    }
  });

  it("names every vehicle range in the homes' catalogue, the one page that shows them, in every language", () => {
    for (const language of LANGUAGES) {
      const home = messages(language, 'home');
      expect(
        VEHICLE_RANGES.filter((range) => !home.has(`ranges.names.${range}`)),
        language,
      ).toEqual([]);
    }
  });
});

// English texts that docs/product-rules.md quotes, verbatim.
const SPEC_QUOTES: ReadonlyArray<readonly [Namespace, string, string]> = [
  ['errors', 'common.unhandled', 'An unhandled error occurred'],
  ['errors', 'common.languageChangeFailed', 'An error occurred while changing language'],
  ['errors', 'auth.incorrectCredentials', 'Incorrect email or password'],
  ['errors', 'auth.accountSuspended', 'Your account is suspended'],
  ['errors', 'auth.signUpFailed', 'An error occurred during sign up'],
  ['errors', 'auth.passwordUpdateFailed', 'An error occurred while updating password'],
  ['errors', 'auth.wrongPassword', 'Wrong password'],
  ['errors', 'auth.emailNotRegistered', 'Email address not registered'],
  ['errors', 'auth.validationEmailFailed', 'An error occurred while sending validation email'],
  ['errors', 'payment.failed', 'Payment failed'],
  ['errors', 'booking.confirmationFailed', 'Something went wrong! Try again later'],
  ['errors', 'auth.activationLinkExpired', 'Your account activation link expired'],
  ['errors', 'auth.recaptcha', 'reCAPTCHA error'],
  ['errors', 'currency.unsupported', 'Currency {{code}} not supported'],
  ['errors', 'validation.required', 'Please fill in the field: {{field}}'],
  ['errors', 'validation.requiredFields', 'Please fill in the fields: {{fields}}'],
  ['errors', 'validation.typeRequired', 'Please fill in the field: Type'],
  ['errors', 'validation.fixErrors', 'Please fix errors'],
  ['errors', 'validation.passwordTooShort', 'Password must be at least 6 characters long'],
  ['errors', 'validation.passwordsDontMatch', "Passwords don't match"],
  ['errors', 'validation.invalidEmail', 'Invalid email address'],
  ['errors', 'validation.invalidPhone', 'Invalid phone number'],
  ['errors', 'validation.acceptTerms', 'Please accept the Terms of Use'],
  ['errors', 'validation.minimumAge', 'You must be at least {{age}} years old'],
  ['errors', 'validation.driverMinimumAge', 'The driver must be at least {{age}} years old'],
  ['errors', 'validation.underServiceAge', 'You must be at least {{age}} years old to use Roadbook'],
  ['errors', 'validation.imageRequired', 'Please add an image'],
  ['errors', 'validation.emailAlreadyRegistered', 'This email address is already registered'],
  ['errors', 'validation.maxLocationsReached', 'Maximum number of locations reached'],
  ['errors', 'validation.chooseNewPassword', 'Please choose a new password'],
  ['errors', 'validation.pickUpTooSoon_one', 'Pick-up must be at least {{count}} hour from now'],
  ['errors', 'validation.pickUpTooSoon_other', 'Pick-up must be at least {{count}} hours from now'],
  ['errors', 'validation.rentalTooShort_one', 'Drop-off must be at least {{count}} hour after pick-up'],
  ['errors', 'validation.rentalTooShort_other', 'Drop-off must be at least {{count}} hours after pick-up'],
  ['errors', 'validation.rentalTooLong_one', 'A rental can last at most {{count}} day'],
  ['errors', 'validation.rentalTooLong_other', 'A rental can last at most {{count}} days'],
  ['errors', 'validation.invalidCardNumber', 'Invalid card number'],
  ['errors', 'validation.invalidExpiryDate', 'Invalid expiry date'],
  ['errors', 'validation.invalidCardCode', 'Invalid card validation code'],
  ['errors', 'validation.amountNotPositive', 'The amount must be a positive number'],
  ['errors', 'common.notFound', 'The requested resource was not found'],
  ['common', 'success.changesSaved', 'Changes made successfully'],
  ['common', 'success.activationEmailSent', 'Activation email sent'],
  ['common', 'notFound.message', 'Nothing to see here!'],
  ['common', 'app.name', 'Roadbook'],
  ['common', 'app.tagline', 'Rent a car, van or scooter from trusted local agencies'],
  ['common', 'footer.aboutUs', 'About Us'],
  ['common', 'footer.terms', 'Terms'],
  ['common', 'footer.rentACar', 'Rent a Car'],
  ['common', 'footer.suppliers', 'Suppliers'],
  ['common', 'footer.locations', 'Locations'],
  ['common', 'footer.support', 'Support'],
  ['common', 'footer.contact', 'Contact'],
  ['common', 'footer.privacyPolicy', 'Privacy Policy'],
  ['common', 'footer.faq', 'FAQ'],
  ['common', 'footer.cookiePolicy', 'Cookie Policy'],
  ['common', 'nav.signIn', 'Sign in'],
  ['common', 'nav.home', 'Home'],
  ['common', 'nav.bookings', 'Bookings'],
  ['common', 'nav.about', 'About'],
  ['common', 'nav.terms', 'Terms'],
  ['common', 'nav.contact', 'Contact'],
  ['common', 'nav.language', 'Language'],
  ['common', 'nav.settings', 'Settings'],
  ['common', 'nav.signOut', 'Sign out'],
  ['common', 'nav.suppliers', 'Suppliers'],
  ['common', 'nav.locations', 'Locations'],
  ['common', 'nav.privacy', 'Privacy'],
  ['common', 'nav.faq', 'FAQ'],
  ['common', 'nav.cookiePolicy', 'Cookie Policy'],
  ['common', 'footer.copyright', '© {{year}} Roadbook. All rights reserved.'],
  ['common', 'currency.approximate', 'Amounts in {{currency}} are approximate; you pay in USD.'],
  ['common', 'maintenance.title', "We'll be back soon"],
  [
    'common',
    'maintenance.message',
    'Roadbook is being improved. Thank you for your patience; please come back in a little while.',
  ],
  ['common', 'units.hour_one', '{{count}} hour'],
  ['common', 'units.hour_other', '{{count}} hours'],
  ['common', 'units.day_one', '{{count}} day'],
  ['common', 'units.day_other', '{{count}} days'],
  ['common', 'meta.titleTemplate', '{{page}} · Roadbook'],
  ['enums', 'fuelType.plugInHybrid', 'Plug-in hybrid'],
  ['enums', 'fuelPolicy.likeForlike', 'Like for like'],
  ['enums', 'vehicleSize.mini', 'Mini'],
  ['home', 'ranges.names.suv', 'SUV'],
  ['enums', 'seatTier.5+', '5+ seats'],
  ['enums', 'bookingStatus.void', 'Void'],
  ['enums', 'bookingStatus.pending', 'Pending'],
  ['enums', 'bookingStatus.confirmed', 'Confirmed'],
  ['enums', 'bookingStatus.deposit', 'Deposit'],
  ['enums', 'bookingStatus.paid', 'Paid'],
  ['enums', 'bookingStatus.reserved', 'Reserved'],
  ['enums', 'bookingStatus.cancelled', 'Cancelled'],
  ['enums', 'bookingStatus.completed', 'Completed'],
];

describe('English texts the product rules quote', () => {
  it.each(SPEC_QUOTES)('%s:%s is verbatim', (namespace, key, text) => {
    expect(messages('en', namespace).get(key)).toBe(text);
  });

  it('names the languages by their own names in every language', () => {
    for (const language of LANGUAGES) {
      const common = messages(language, 'common');
      expect([
        common.get('language.names.en'),
        common.get('language.names.fr'),
        common.get('language.names.es'),
      ]).toEqual(['English', 'Français', 'Español']);
    }
  });
});

// Texts that are the same in a translation by nature: names, brands, endonyms, words the language
// borrows. Every other English text longer than a few letters must be translated.
const SAME_IN_EVERY_LANGUAGE = [
  'common:app.name',
  'common:meta.titleTemplate',
  'common:language.names.en',
  'common:language.names.fr',
  'common:language.names.es',
  'enums:multimedia.bluetooth',
  'enums:multimedia.androidAuto',
  'enums:multimedia.appleCarPlay',
  'enums:paymentProvider.payPal',
  'enums:paymentProvider.stripe',
  'enums:paymentProvider.btcpay',
  'enums:socialSignInProvider.facebook',
  'enums:socialSignInProvider.apple',
  'enums:socialSignInProvider.google',
  'enums:vehicleSize.scooter',
  'home:ranges.names.scooter',
  'emails:booking.total',
  'emails:booking.placeAndTime',
  'checkout:summary.total',
  'legal:cookies.where.cookie',
  'backOffice:car.imageAlt',
];
const SAME_AS_ENGLISH: Readonly<Record<'fr' | 'es', readonly string[]>> = {
  fr: [
    ...SAME_IN_EVERY_LANGUAGE,
    'common:nav.contact',
    'common:footer.contact',
    'common:meta.maintenance.title',
    'enums:fuelType.diesel',
    'emails:newLead.message',
    'account:menu.notifications',
    'notifications:page.title',
    'bookings:columns.actions',
    'bookings:detail.options',
    'checkout:options.legend',
    'emails:contactMessage.message',
    'info:contact.form.message',
    'legal:terms.sections.contact.heading',
    'backOffice:list.actions',
    'backOffice:fleet.columns.image',
    'backOffice:car.sections.options',
    'backOffice:car.sections.image',
    'backOffice:car.fields.image',
  ],
  es: [
    ...SAME_IN_EVERY_LANGUAGE,
    'enums:gearbox.manual',
    'bookings:report.refusal',
    'backOffice:car.fields.multimedia',
  ],
};
const FEW_LETTERS = 4;

describe('translations', () => {
  it.each(['fr', 'es'] as const)('%s translates every text longer than a few letters', (language) => {
    const translated = allMessages(language);
    const untranslated = [...allMessages('en')]
      .filter(([id, english]) => english.length > FEW_LETTERS && !SAME_AS_ENGLISH[language].includes(id))
      .filter(([id, english]) => translated.get(id) === english)
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it.each(['fr', 'es'] as const)('%s keeps its list of texts identical to English up to date', (language) => {
    const english = allMessages('en');
    const translated = allMessages(language);
    for (const id of SAME_AS_ENGLISH[language]) {
      expect(translated.get(id), id).toBe(english.get(id));
    }
  });

  it('writes French apostrophes typographically', () => {
    for (const namespace of NAMESPACES) {
      for (const [key, text] of messages('fr', namespace)) expect(text, key).not.toContain("'");
    }
  });
});
