import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertBookingTransition,
  BLOCKING_STATUSES,
  BOOKING_TRANSITIONS,
  canTransitionBooking,
  initialBookingStatus,
  isBlockingStatus,
  nextBookingStatuses,
  planBulkStatusChange,
} from './booking-status';
import { ACTORS, BOOKING_STATUSES, type BookingStatus } from './enums';
import { DomainError } from './error-codes';

/** The agreed table, written out literally so that any change to it is a deliberate one. */
const EXPECTED_TABLE = [
  'void → deposit: system',
  'void → paid: system',
  'void → cancelled: system',
  'pending → confirmed: supplier, admin',
  'pending → cancelled: supplier, admin',
  'confirmed → cancelled: supplier, admin',
  'confirmed → completed: system, supplier, admin',
  'deposit → cancelled: supplier, admin',
  'deposit → completed: system, supplier, admin',
  'paid → cancelled: supplier, admin',
  'paid → completed: system, supplier, admin',
  'reserved → cancelled: supplier, admin, system',
  'reserved → completed: system, supplier, admin',
  'cancelled → deposit: system',
  'cancelled → paid: system',
  'cancelled → reserved: admin',
];

/** Who may make each change according to the literal table, keyed 'from → to'. */
const EXPECTED_ACTORS = new Map(
  EXPECTED_TABLE.map((row) => {
    const [pair = '', actors = ''] = row.split(': ');
    return [pair, actors.split(', ')];
  }),
);

describe('BOOKING_TRANSITIONS', () => {
  it('is the agreed table', () => {
    expect(BOOKING_TRANSITIONS.map(({ from, to, by }) => `${from} → ${to}: ${by.join(', ')}`)).toEqual(
      EXPECTED_TABLE,
    );
  });

  describe.each(BOOKING_TRANSITIONS.map((row) => ({ ...row, name: `${row.from} → ${row.to}` })))(
    '$name',
    ({ from, to, by }) => {
      it.each(ACTORS.map((actor) => ({ actor, allowed: by.includes(actor) })))(
        '$actor allowed: $allowed',
        ({ actor, allowed }) => {
          expect(canTransitionBooking(from, to, actor)).toBe(allowed);
          expect(nextBookingStatuses(from, actor).includes(to)).toBe(allowed);
          if (allowed) expect(() => assertBookingTransition(from, to, actor)).not.toThrow();
          else expect(() => assertBookingTransition(from, to, actor)).toThrow(DomainError);
        },
      );
    },
  );

  it('has at most one row per pair of statuses and none from a status to itself', () => {
    const pairs = BOOKING_TRANSITIONS.map(({ from, to }) => `${from}→${to}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(BOOKING_TRANSITIONS.filter(({ from, to }) => from === to)).toEqual([]);
  });

  it('allows exactly the changes of the agreed table, each to its actors only', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        const actors = EXPECTED_ACTORS.get(`${from} → ${to}`) ?? [];
        for (const actor of ACTORS) {
          expect(canTransitionBooking(from, to, actor), `${from} → ${to} by ${actor}`).toBe(
            actors.includes(actor),
          );
        }
      }
    }
  });
});

describe('booking status rules', () => {
  it('no transition out of completed', () => {
    for (const actor of ACTORS) expect(nextBookingStatuses('completed', actor)).toEqual([]);
  });

  it('cancelled is reopened only by an admin as a hold, or by the system for a late payment', () => {
    expect(nextBookingStatuses('cancelled', 'admin')).toEqual(['reserved']);
    expect(nextBookingStatuses('cancelled', 'system')).toEqual(['deposit', 'paid']);
    for (const actor of ['driver', 'supplier'] as const) {
      expect(nextBookingStatuses('cancelled', actor)).toEqual([]);
    }
  });

  it('a driver changes no status directly (a cancel is a request)', () => {
    for (const from of BOOKING_STATUSES) expect(nextBookingStatuses(from, 'driver')).toEqual([]);
  });

  it('only the system moves a void booking, to deposit, paid or cancelled', () => {
    expect(nextBookingStatuses('void', 'system')).toEqual(['deposit', 'paid', 'cancelled']);
    for (const actor of ['driver', 'supplier', 'admin'] as const) {
      expect(nextBookingStatuses('void', actor)).toEqual([]);
    }
  });

  it('the admin can do everything the supplier can', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of nextBookingStatuses(from, 'supplier')) {
        expect(canTransitionBooking(from, to, 'admin')).toBe(true);
      }
    }
  });

  it('the supplier confirms a counter booking and sees its buttons', () => {
    expect(nextBookingStatuses('pending', 'supplier')).toEqual(['confirmed', 'cancelled']);
    expect(nextBookingStatuses('paid', 'supplier')).toEqual(['cancelled', 'completed']);
  });

  it('a refused transition carries its code and the three values', () => {
    try {
      assertBookingTransition('completed', 'cancelled', 'admin');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        code: 'booking.transitionRefused',
        params: { from: 'completed', to: 'cancelled', actor: 'admin' },
      });
    }
  });
});

describe('blocking statuses', () => {
  it.each([
    { status: 'void', blocks: true },
    { status: 'pending', blocks: true },
    { status: 'confirmed', blocks: true },
    { status: 'deposit', blocks: true },
    { status: 'paid', blocks: true },
    { status: 'reserved', blocks: true },
    { status: 'cancelled', blocks: false },
    { status: 'completed', blocks: false },
  ] satisfies { status: BookingStatus; blocks: boolean }[])(
    '$status blocks the car: $blocks',
    ({ status, blocks }) => {
      expect(isBlockingStatus(status)).toBe(blocks);
      expect(BLOCKING_STATUSES.some((blocking) => blocking === status)).toBe(blocks);
    },
  );
});

describe('initialBookingStatus', () => {
  it.each([
    { choice: 'counter', status: 'pending' },
    { choice: 'deposit', status: 'void' },
    { choice: 'full', status: 'void' },
  ] as const)('$choice starts $status', ({ choice, status }) => {
    expect(initialBookingStatus(choice)).toBe(status);
  });
});

describe('planBulkStatusChange', () => {
  it('accepts what the table allows and reports each refused one with its status', () => {
    const plan = planBulkStatusChange(
      [
        { id: 'a', status: 'pending' },
        { id: 'b', status: 'completed' },
        { id: 'c', status: 'paid' },
        { id: 'd', status: 'cancelled' },
        { id: 'e', status: 'void' },
      ],
      'cancelled',
      'supplier',
    );
    expect(plan).toEqual({
      accepted: ['a', 'c'],
      refused: [
        { id: 'b', from: 'completed' },
        { id: 'd', from: 'cancelled' },
        { id: 'e', from: 'void' },
      ],
    });
  });

  it('an empty selection changes nothing', () => {
    expect(planBulkStatusChange([], 'completed', 'admin')).toEqual({ accepted: [], refused: [] });
  });

  it('bulk change reports each refused one, and only those', () => {
    const booking = fc.record({ id: fc.uuid(), status: fc.constantFrom(...BOOKING_STATUSES) });
    fc.assert(
      fc.property(
        fc.uniqueArray(booking, { selector: (item) => item.id, maxLength: 30 }),
        fc.constantFrom(...BOOKING_STATUSES),
        fc.constantFrom(...ACTORS),
        (bookings, to, actor) => {
          const plan = planBulkStatusChange(bookings, to, actor);
          const allowed = bookings.filter((item) => canTransitionBooking(item.status, to, actor));
          const refused = bookings.filter((item) => !canTransitionBooking(item.status, to, actor));
          expect(plan.accepted).toEqual(allowed.map((item) => item.id));
          expect(plan.refused).toEqual(refused.map((item) => ({ id: item.id, from: item.status })));
          expect(plan.accepted.length + plan.refused.length).toBe(bookings.length);
        },
      ),
    );
  });
});
