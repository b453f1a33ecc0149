import { describe, expect, it } from 'vitest';
import {
  assertAmendment,
  assertCancellationRequest,
  bookingActions,
  bookingReaderOf,
  canAmendBooking,
  canDeleteBooking,
  canRequestCancellation,
  type BookingFacts,
} from './booking-actions';
import { BOOKING_STATUSES } from './enums';
import { DomainError } from './error-codes';

const now = new Date('2026-12-01T10:00:00Z');
const paid: BookingFacts = {
  status: 'paid',
  paymentChoice: 'full',
  options: [],
  isCancelRequested: false,
  startsAt: new Date('2026-12-05T10:00:00Z'),
};

describe('a driver’s cancel request', () => {
  it('is open on a live booking before its pick-up, once', () => {
    for (const status of BOOKING_STATUSES) {
      expect(canRequestCancellation({ ...paid, status }, 'driver', now)).toBe(
        ['pending', 'confirmed', 'deposit', 'paid'].includes(status),
      );
    }
    expect(canRequestCancellation({ ...paid, isCancelRequested: true }, 'driver', now)).toBe(false);
    expect(canRequestCancellation({ ...paid, startsAt: now }, 'driver', now)).toBe(false);
  });

  it('is the driver’s only: staff cancel outright', () => {
    expect(canRequestCancellation(paid, 'supplier', now)).toBe(false);
    expect(canRequestCancellation(paid, 'admin', now)).toBe(false);
    expect(() => assertCancellationRequest(paid, 'supplier', now)).toThrow(
      new DomainError('booking.cancelRequestRefused'),
    );
  });
});

describe('an amendment', () => {
  it('is open to a driver paying at the counter or with the amendments option', () => {
    expect(canAmendBooking(paid, 'driver', now)).toBe(false);
    expect(canAmendBooking({ ...paid, options: ['amendments'] }, 'driver', now)).toBe(true);
    expect(canAmendBooking({ ...paid, status: 'pending', paymentChoice: 'counter' }, 'driver', now)).toBe(
      true,
    );
  });

  it('is closed to a driver once the pick-up has come, a cancellation is asked, or the booking is over', () => {
    const amendable = { ...paid, options: ['amendments' as const] };
    expect(canAmendBooking({ ...amendable, startsAt: now }, 'driver', now)).toBe(false);
    expect(canAmendBooking({ ...amendable, isCancelRequested: true }, 'driver', now)).toBe(false);
    for (const status of ['void', 'reserved', 'cancelled', 'completed'] as const) {
      expect(canAmendBooking({ ...amendable, status }, 'driver', now)).toBe(false);
    }
    expect(() => assertAmendment(paid, 'driver', now)).toThrow(new DomainError('booking.amendmentRefused'));
  });

  it('is open to staff on any booking that holds the car, but not while it waits for its payment', () => {
    for (const status of BOOKING_STATUSES) {
      const expected = ['pending', 'confirmed', 'deposit', 'paid', 'reserved'].includes(status);
      expect(canAmendBooking({ ...paid, status, startsAt: now }, 'supplier', now)).toBe(expected);
      expect(canAmendBooking({ ...paid, status }, 'admin', now)).toBe(expected);
    }
  });
});

describe('a deletion', () => {
  it('is for staff, of cancelled bookings and holds only', () => {
    for (const status of BOOKING_STATUSES) {
      const expected = status === 'cancelled' || status === 'reserved';
      expect(canDeleteBooking({ status }, 'supplier')).toBe(expected);
      expect(canDeleteBooking({ status }, 'admin')).toBe(expected);
      expect(canDeleteBooking({ status }, 'driver')).toBe(false);
    }
  });
});

describe('bookingActions', () => {
  it('gathers what a reader may do, the statuses from the status table', () => {
    expect(bookingActions(paid, 'supplier', now)).toEqual({
      statuses: ['cancelled', 'completed'],
      canRequestCancellation: false,
      canAmend: true,
      canDelete: false,
    });
    expect(bookingActions(paid, 'driver', now)).toEqual({
      statuses: [],
      canRequestCancellation: true,
      canAmend: false,
      canDelete: false,
    });
  });

  it('reads an account type as a reader', () => {
    expect(bookingReaderOf('user')).toBe('driver');
    expect(bookingReaderOf('supplier')).toBe('supplier');
    expect(bookingReaderOf('admin')).toBe('admin');
  });
});
