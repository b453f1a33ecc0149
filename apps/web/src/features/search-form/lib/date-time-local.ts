// Values of `<input type="datetime-local">` ('YYYY-MM-DDTHH:mm', the visitor's local time) and the
// default rental period of a new search.

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Default pick-up: tomorrow at this hour; default drop-off: this many days later, same hour. */
export const DEFAULT_PICK_UP_HOUR = 10;
export const DEFAULT_RENTAL_DAYS = 3;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The input value showing `date` in local time, to the minute. */
export function toDateTimeLocal(date: Date): string {
  return (
    `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}` +
    `T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
  );
}

/** The instant an input value names in local time, or null when it is empty or not a real date. */
export function parseDateTimeLocal(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (match === null) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes);
  const isSameAsTyped =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes;
  return isSameAsTyped ? date : null;
}

/** A date given as a Date or an ISO 8601 string, or null when absent or invalid. */
export function toDate(value: Date | string | undefined): Date | null {
  if (value === undefined) return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Tomorrow at DEFAULT_PICK_UP_HOUR to DEFAULT_RENTAL_DAYS days later, in local time. */
export function defaultRentalPeriod(now: Date): { from: Date; to: Date } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, DEFAULT_PICK_UP_HOUR, 0);
  const to = new Date(
    from.getFullYear(),
    from.getMonth(),
    from.getDate() + DEFAULT_RENTAL_DAYS,
    DEFAULT_PICK_UP_HOUR,
    0,
  );
  return { from, to };
}
