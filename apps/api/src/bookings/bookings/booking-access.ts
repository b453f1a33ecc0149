// Who may pay a booking and see its confirmation: its driver or an admin signed in, or the visitor's
// page that holds the booking's token (X-Booking-Token, given by the checkout; the booking keeps its
// SHA-256). Every payment route and the booking's page ask here.
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BOOKING_TOKEN_HEADER } from '@roadbook/domain/contracts/checkout';
import { DomainError } from '@roadbook/domain/error-codes';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import type { SessionUser } from '../../accounts/accounts/session-store';
import { hashToken } from '../../platform/credentials/tokens';
import { findPayableAmendment } from './booking-amendments';

/** Who asks: a signed-in account, and/or a visitor's booking token. */
export interface Payer {
  user: SessionUser | null;
  bookingToken: string | undefined;
}

export function payerOf(request: FastifyRequest): Payer {
  const token = request.headers[BOOKING_TOKEN_HEADER];
  return { user: request.session?.user ?? null, bookingToken: typeof token === 'string' ? token : undefined };
}

function holdsToken(accessTokenHash: string | null, token: string | undefined): boolean {
  if (token === undefined || accessTokenHash === null) return false;
  const given = Buffer.from(hashToken(token));
  const kept = Buffer.from(accessTokenHash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/**
 * Throws auth.unauthenticated when nobody is known, auth.forbidden when the payer is neither the
 * booking's driver, an admin, nor the holder of its token.
 */
export function assertPayer(
  booking: { driverId: string; accessTokenHash: string | null },
  payer: Payer,
): void {
  const { user, bookingToken } = payer;
  if (holdsToken(booking.accessTokenHash, bookingToken)) return;
  if (user !== null && (booking.driverId === user.id || user.type === 'admin')) return;
  throw new DomainError(
    user === null && bookingToken === undefined ? 'auth.unauthenticated' : 'auth.forbidden',
  );
}

/**
 * The booking `bookingId` for whoever may pay it, whatever its status (a provider's answer may come
 * after its window, or twice): 404 when there is no such booking, 401/403 for someone else.
 */
export async function findBookingForPayer(db: Database, bookingId: string, payer: Payer) {
  const [booking] = await db
    .select({
      id: bookings.id,
      driverId: bookings.driverId,
      carId: bookings.carId,
      status: bookings.status,
      paymentChoice: bookings.paymentChoice,
      dueNowMinor: bookings.dueNowMinor,
      paymentExpiresAt: bookings.paymentExpiresAt,
      accessTokenHash: bookings.accessTokenHash,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new DomainError('common.notFound');
  assertPayer(booking, payer);
  return booking;
}

/**
 * The booking waiting for an online payment, for whoever may pay it: its own (void, within its
 * window), or the difference of a driver's change of it (awaiting, within its window) — `dueNowMinor`
 * is what to pay now. 404 when it does not exist, 401/403 for someone else, 402 payment.failed when
 * it waits for no payment (paid already, at the counter, or its window ended).
 */
export async function findPayableBooking(db: Database, bookingId: string, payer: Payer, now: Date) {
  const booking = await findBookingForPayer(db, bookingId, payer);
  const { status, paymentExpiresAt } = booking;
  if (status === 'void' && paymentExpiresAt !== null && paymentExpiresAt.getTime() > now.getTime()) {
    return { ...booking, paymentExpiresAt };
  }
  const amendment = status === 'void' ? undefined : await findPayableAmendment(db, bookingId, now);
  if (amendment === undefined) throw new DomainError('payment.failed');
  return { ...booking, dueNowMinor: amendment.differenceMinor, paymentExpiresAt: amendment.expiresAt };
}

export type PayableBooking = Awaited<ReturnType<typeof findPayableBooking>>;
