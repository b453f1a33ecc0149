import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CODES } from '@roadbook/domain/contracts/notifications';
import { LANGUAGES } from '@roadbook/domain/constants';
import { notificationText } from './notification-text';
import { createTranslator } from './translator';

const params = { number: 'RB-1A2B3C', car: 'Renault Clio' };

describe('notificationText', () => {
  it('tells every code in every language, with the booking and the car', () => {
    for (const language of LANGUAGES) {
      const t = createTranslator(language);
      for (const code of NOTIFICATION_CODES) {
        const text = notificationText(t, language, { code, params });
        expect(text).toContain('RB-1A2B3C');
        expect(text).toContain('Renault Clio');
        expect(text).not.toContain('{{');
      }
    }
  });

  it('names the refund in the reader’s number format', () => {
    const cancelled = { code: 'bookingCancelled' as const, params: { ...params, refundMinor: 123_450 } };
    expect(notificationText(createTranslator('en'), 'en', cancelled)).toBe(
      'Booking RB-1A2B3C (Renault Clio) was cancelled; $1,234.50 will be refunded',
    );
    expect(notificationText(createTranslator('fr'), 'fr', cancelled)).toContain('1 234,50 $US');
    expect(notificationText(createTranslator('en'), 'en', { ...cancelled, params })).toBe(
      'Booking RB-1A2B3C (Renault Clio) was cancelled',
    );
  });

  it('names the new status and the pick-up time in the reader’s language and the marketplace zone', () => {
    const t = createTranslator('es');
    expect(
      notificationText(t, 'es', { code: 'statusChanged', params: { ...params, status: 'confirmed' } }),
    ).toBe('La reserva RB-1A2B3C (Renault Clio) está ahora: Confirmada');
    const reminder = notificationText(createTranslator('en'), 'en', {
      code: 'pickUpReminder',
      params: { ...params, at: '2026-12-05T09:00:00Z', timeZone: 'Europe/Paris' },
    });
    expect(reminder).toContain('Dec 5, 2026, 10:00');
  });
});
