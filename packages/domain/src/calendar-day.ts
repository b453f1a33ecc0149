// Calendar days ('YYYY-MM-DD') counted in a given time zone (product-rules.md § Time), with Intl only.
import { DomainError } from './error-codes';

/** A calendar date written 'YYYY-MM-DD'. */
export type CalendarDay = string;

const CALENDAR_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    throw new DomainError('validation.invalidValue', { field: 'timeZone' });
  }
  formatters.set(timeZone, formatter);
  return formatter;
}

/** Midnight UTC of a calendar date; unlike Date.UTC, years 0–99 are not moved to the 1900s. */
function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function formatUtcDay(date: Date): CalendarDay {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Midnight UTC of `value` when it is a real date written 'YYYY-MM-DD' (no 2025-02-30), else null. */
function parseCalendarDay(value: string): Date | null {
  const match = CALENDAR_DAY_PATTERN.exec(value);
  if (!match) return null;
  const date = utcMidnight(Number(match[1]), Number(match[2]), Number(match[3]));
  return formatUtcDay(date) === value ? date : null;
}

/** True when `value` is a real date written 'YYYY-MM-DD' (no 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  return parseCalendarDay(value) !== null;
}

/** The calendar day of `instant` in `timeZone`. Throws validation.invalidValue for a bad date or zone. */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDay {
  if (Number.isNaN(instant.getTime())) throw new DomainError('validation.invalidValue', { field: 'date' });
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** The calendar day `count` days after `day` (count may be negative). */
export function addCalendarDays(day: CalendarDay, count: number): CalendarDay {
  const start = parseCalendarDay(day);
  if (!start) throw new DomainError('validation.invalidDate');
  return formatUtcDay(new Date(start.getTime() + count * MS_PER_DAY));
}

/** Days since 1970-01-01 of the calendar days met so far (prices' ranges are read on every search). */
const dayNumbers = new Map<string, number>();
const DAY_NUMBERS_KEPT = 20_000;

function dayNumberOf(day: CalendarDay): number {
  let number = dayNumbers.get(day);
  if (number === undefined) {
    const date = parseCalendarDay(day);
    if (!date) throw new DomainError('validation.invalidDate');
    number = Math.round(date.getTime() / MS_PER_DAY);
    if (dayNumbers.size >= DAY_NUMBERS_KEPT) dayNumbers.clear();
    dayNumbers.set(day, number);
  }
  return number;
}

/** The days from `from` to `to` (negative when `to` comes first). */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  return dayNumberOf(to) - dayNumberOf(from);
}

/** Whole years from `birthDay` to `today`; a birthday counts from its own calendar day. */
export function ageOn(birthDay: CalendarDay, today: CalendarDay): number {
  const years = Number(today.slice(0, 4)) - Number(birthDay.slice(0, 4));
  return today.slice(5) < birthDay.slice(5) ? years - 1 : years;
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * `instant`'s date and time on a wall clock in `timeZone`, as milliseconds read as if that clock
 * were UTC: two such values differ by the hours the clock shows between them, not the hours that
 * passed (a summer-time change makes a clock day 23 or 25 hours long).
 */
export function wallClockMs(instant: Date, timeZone: string): number {
  formatterFor(timeZone); // refuses an unknown zone with validation.invalidValue
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of formatter.formatToParts(instant)) part[type] = Number(value);
  const date = utcMidnight(part.year ?? 0, part.month ?? 1, part.day ?? 1);
  return (
    date.getTime() +
    ((part.hour ?? 0) * 3600 + (part.minute ?? 0) * 60 + (part.second ?? 0)) * 1000 +
    instant.getUTCMilliseconds()
  );
}

/** A calendar day written out in `language`, e.g. 2025-07-15 → "15 July 2025" in English. */
export function formatCalendarDay(day: CalendarDay, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
