// The back office tells times on the marketplace's clock (its time zone), whatever the reader's own
// zone: the value of an `<input type="datetime-local">` ('YYYY-MM-DDTHH:mm') read and written on that
// clock, and a calendar day's first instant there.
import { wallClockMs } from '@roadbook/domain/calendar-day';

const INPUT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** `instant` as an input's value on `timeZone`'s clock, to the minute. */
export function zonedInputOf(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * The instant an input's value names on `timeZone`'s clock; null when it is empty, not a real time,
 * or a time that clock skips (the hour lost when summer time starts).
 */
export function instantOfZonedInput(value: string, timeZone: string): Date | null {
  if (!INPUT_PATTERN.test(value)) return null;
  const asUtc = new Date(`${value}:00Z`);
  if (Number.isNaN(asUtc.getTime()) || asUtc.toISOString().slice(0, 16) !== value) return null;
  const wanted = asUtc.getTime();
  // The zone's offset at a first guess, then at the instant it gives (they differ near a change).
  const guess = wanted - (wallClockMs(asUtc, timeZone) - wanted);
  const instant = wanted - (wallClockMs(new Date(guess), timeZone) - guess);
  return wallClockMs(new Date(instant), timeZone) === wanted ? new Date(instant) : null;
}

/** The first instant of calendar day `day` ('YYYY-MM-DD') on `timeZone`'s clock. */
export function startOfZonedDay(day: string, timeZone: string): Date {
  return instantOfZonedInput(`${day}T00:00`, timeZone) ?? new Date(`${day}T00:00:00Z`);
}
