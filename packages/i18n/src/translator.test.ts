import { describe, expect, it } from 'vitest';

import { createTranslator, translateErrorCode } from './translator';

describe('createTranslator', () => {
  it.each([
    ['en', 1, '1 hour'],
    ['en', 2, '2 hours'],
    ['en', 0, '0 hours'],
    ['fr', 1, '1 heure'],
    ['fr', 2, '2 heures'],
    ['fr', 0, '0 heure'],
    ['es', 1, '1 hora'],
    ['es', 2, '2 horas'],
    ['es', 0, '0 horas'],
  ] as const)('in %s renders units.hour for %i as "%s"', (language, count, expected) => {
    expect(createTranslator(language)('units.hour', { count })).toBe(expected);
  });

  it('renders plurals of error messages', () => {
    const t = createTranslator('en');
    expect(t('errors:validation.rentalTooShort', { count: 1 })).toBe(
      'Drop-off must be at least 1 hour after pick-up',
    );
    expect(t('errors:validation.pickUpTooSoon', { count: 3 })).toBe(
      'Pick-up must be at least 3 hours from now',
    );
    expect(createTranslator('es')('common:units.day', { count: 7 })).toBe('7 días');
  });

  it('reads the namespace given in the key, common by default', () => {
    expect(createTranslator('fr')('enums:bookingStatus.cancelled')).toBe('Annulée');
    expect(createTranslator('es')('nav.signIn')).toBe('Iniciar sesión');
    expect(createTranslator('en')('common:notFound.message')).toBe('Nothing to see here!');
  });

  it('interpolates without HTML escaping and never reads parameters as options', () => {
    const t = createTranslator('en');
    expect(t('errors:validation.required', { field: 'Name & <surname>', lng: 'fr' })).toBe(
      'Please fill in the field: Name & <surname>',
    );
    expect(t('footer.copyright', { year: 2025, context: 'x', defaultValue: 'y' })).toBe(
      '© 2025 Roadbook. All rights reserved.',
    );
  });

  it('returns an unknown key unchanged', () => {
    expect(createTranslator('fr')('errors:nothing.here')).toBe('nothing.here');
  });
});

describe('translateErrorCode', () => {
  it('translates a code with its parameters', () => {
    expect(translateErrorCode('en', 'currency.unsupported', { code: 'XYZ' })).toBe(
      'Currency XYZ not supported',
    );
    expect(translateErrorCode('fr', 'validation.minimumAge', { age: 21 })).toBe(
      'Vous devez avoir au moins 21 ans',
    );
    expect(translateErrorCode('es', 'auth.wrongPassword')).toBe('Contraseña incorrecta');
    expect(translateErrorCode('es', 'validation.tooLong', { max: 100 })).toBe(
      'Este valor es demasiado largo (máximo 100 caracteres)',
    );
  });

  it('selects the plural form from count', () => {
    expect(translateErrorCode('fr', 'validation.rentalTooShort', { count: 2 })).toBe(
      'La restitution doit avoir lieu au moins 2 heures après la prise en charge',
    );
    expect(translateErrorCode('es', 'validation.pickUpTooSoon', { count: 1 })).toBe(
      'La recogida debe programarse con al menos 1 hora de antelación',
    );
    expect(translateErrorCode('en', 'validation.rentalTooLong', { count: 365 })).toBe(
      'A rental can last at most 365 days',
    );
    expect(translateErrorCode('fr', 'validation.rentalTooLong', { count: 1 })).toBe(
      'Une location peut durer au plus 1 jour',
    );
  });
});
