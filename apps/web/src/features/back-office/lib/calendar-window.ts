// The calendar's window of days and where a booking or a block sits in it: the days counted on the
// marketplace's clock, a bar as the share of the window it covers (cut at the window's edges).
import { addCalendarDays, calendarDayIn } from '@roadbook/domain/calendar-day';

import { startOfZonedDay } from './zoned-time';

/** The days the calendar shows at once, and how far a step moves it. */
export const CALENDAR_WINDOW_DAYS = 14;
export const CALENDAR_STEP_DAYS = 7;

export interface CalendarWindow {
  /** The first and last calendar days, inclusive. */
  from: string;
  to: string;
  days: string[];
  /** The first instant of `from` and the end of `to` (the next day's first instant), in ms. */
  startMs: number;
  endMs: number;
}

export function calendarWindow(from: string, timeZone: string, count = CALENDAR_WINDOW_DAYS): CalendarWindow {
  const days = Array.from({ length: count }, (_, index) => addCalendarDays(from, index));
  const to = days[days.length - 1] ?? from;
  return {
    from,
    to,
    days,
    startMs: startOfZonedDay(from, timeZone).getTime(),
    endMs: startOfZonedDay(addCalendarDays(to, 1), timeZone).getTime(),
  };
}

/** Today on the marketplace's clock. */
export function todayIn(timeZone: string, now = new Date()): string {
  return calendarDayIn(now, timeZone);
}

export interface BarPlacement {
  /** Percentages of the window's width. */
  left: number;
  width: number;
  /** The period goes on before or after the window. */
  isCutAtStart: boolean;
  isCutAtEnd: boolean;
}

/** Where [from, to) sits in the window; null when it does not meet it. */
export function barPlacement(from: string, to: string, window: CalendarWindow): BarPlacement | null {
  const start = new Date(from).getTime();
  const end = new Date(to).getTime();
  if (end <= window.startMs || start >= window.endMs) return null;
  const span = window.endMs - window.startMs;
  const shownStart = Math.max(start, window.startMs);
  const shownEnd = Math.min(end, window.endMs);
  return {
    left: ((shownStart - window.startMs) / span) * 100,
    width: ((shownEnd - shownStart) / span) * 100,
    isCutAtStart: start < window.startMs,
    isCutAtEnd: end > window.endMs,
  };
}
