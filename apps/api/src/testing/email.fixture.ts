// Parameters for every email template, with links built as callers build them.
import type { Language } from '@roadbook/domain/constants';
import {
  siteLink,
  type BookingEmailFacts,
  type EmailTemplateParams,
} from '../platform/email/email-templates';

/** A deposit booking as its emails tell it. */
export const BOOKING_FACTS: BookingEmailFacts = {
  number: 'AB12CD34',
  carName: 'Fiat 500',
  supplierName: 'Atlantic Rentals',
  pickUpAt: '2031-05-04T09:30:00.000Z',
  dropOffAt: '2031-05-07T09:30:00.000Z',
  timeZone: 'Europe/Madrid',
  pickUpPlace: { en: 'Madrid Airport', fr: 'Aéroport de Madrid', es: 'Aeropuerto de Madrid' },
  dropOffPlace: { en: 'Seville', fr: 'Séville', es: 'Sevilla' },
  status: 'deposit',
  paymentChoice: 'deposit',
  totalMinor: 45_000,
  paidMinor: 20_000,
  dueAtCounterMinor: 25_000,
  driver: { fullName: 'Jane Doe', email: 'jane@example.com', phone: '+34 612 345 678' },
};

export function emailParams(siteUrl: string, language: Language): EmailTemplateParams {
  const link = (path: `/${string}`) =>
    siteLink(
      siteUrl,
      path,
      { u: '5f0c7a3e-8d7c-4a51-9a3b-2f3a1c9e0b11', e: 'jane@example.com', t: 'abc123' },
      language,
    );
  return {
    accountActivation: { fullName: 'Jane Doe', link: link('/activate') },
    passwordReset: { fullName: 'Jane Doe', link: link('/reset-password') },
    setPassword: { fullName: 'Jane Doe', link: link('/activate') },
    passwordChanged: { fullName: 'Jane Doe' },
    accountDeleted: { fullName: 'Jane Doe' },
    dataDeleted: { fullName: 'Jane Doe' },
    newLead: {
      kind: 'supplier',
      fullName: 'Atlantic Rentals',
      email: 'hello@atlantic.example',
      phone: '+34 600 000 000',
      company: 'Atlantic Rentals SL',
      message: 'We have 40 cars in Lisbon.\nCall us in the morning.',
    },
    newSupplier: { fullName: 'Baixa Cars', email: 'owner@baixa.example' },
    supplierVerified: { fullName: 'Baixa Cars', link: siteLink(siteUrl, '/admin', {}, language) },
    bookingConfirmed: BOOKING_FACTS,
    bookingToAnswer: {
      ...BOOKING_FACTS,
      status: 'reserved',
      paymentChoice: 'counter',
      bookingId: '5f0c7a3e-8d7c-4a51-9a3b-2f3a1c9e0b12',
    },
    newBooking: BOOKING_FACTS,
    notification: {
      fullName: 'Jane Doe',
      code: 'bookingCancelled',
      params: { number: 'AB12CD34', car: 'Fiat 500', refundMinor: 36_000 },
      bookingId: '5f0c7a3e-8d7c-4a51-9a3b-2f3a1c9e0b12',
    },
    contactMessage: {
      email: 'visitor@example.com',
      subject: 'Airport pick-up <b>early</b>',
      message: 'Can I pick up at 6 am?\nThanks.',
    },
    contactCopy: { subject: 'Airport pick-up <b>early</b>', message: 'Can I pick up at 6 am?\nThanks.' },
    mailingListConfirm: { link: siteLink(siteUrl, '/marketing', { confirm: 'abc123' }, language) },
    mailingListWelcome: {
      unsubscribePage: siteLink(siteUrl, '/marketing', { unsubscribe: 'xyz789' }, language),
      unsubscribeOneClick: siteLink(siteUrl, '/api/mailing-list/unsubscribe/xyz789', {}, language),
    },
  };
}
