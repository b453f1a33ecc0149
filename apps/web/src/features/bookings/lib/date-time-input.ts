// The value of an `<input type="datetime-local">` ('YYYY-MM-DDTHH:mm') read on the wall clock of the
// marketplace's time zone, where a booking's times are told, whatever the reader's own zone.
import { wallClockMs } from '@roadbook/domain/calendar-day';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The input value showing `instant` on `timeZone`'s clock, to the minute. */
export function dateTimeInputOf(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * The instant `value` names on `timeZone`'s clock; null when it is empty, not a real date, or a time
 * that clock skips (the hour lost when summer time starts).
 */
export function instantOfInput(value: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (match === null) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wanted = Date.UTC(year, month - 1, day, hours, minutes);
  if (new Date(wanted).toISOString().slice(0, 16) !== value) return null;
  // Twice: the zone's offset at the first guess may differ from the one at the answer.
  let instant = wanted - (wallClockMs(new Date(wanted), timeZone) - wanted);
  instant = wanted - (wallClockMs(new Date(instant), timeZone) - instant);
  return wallClockMs(new Date(instant), timeZone) === wanted ? new Date(instant) : null;
}
