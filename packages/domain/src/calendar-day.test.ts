import { describe, expect, it } from 'vitest';
import { addCalendarDays, ageOn, calendarDayIn, formatCalendarDay, isCalendarDay } from './calendar-day';
import { DomainError } from './error-codes';

describe('calendarDayIn', () => {
  it.each([
    { name: 'UTC', instant: '2025-06-02T23:30:00Z', zone: 'UTC', day: '2025-06-02' },
    { name: 'Tokyo is ahead', instant: '2025-06-02T23:30:00Z', zone: 'Asia/Tokyo', day: '2025-06-03' },
    {
      name: 'New York is behind',
      instant: '2025-06-03T02:00:00Z',
      zone: 'America/New_York',
      day: '2025-06-02',
    },
    {
      name: 'New Year in Auckland',
      instant: '2025-12-31T11:30:00Z',
      zone: 'Pacific/Auckland',
      day: '2026-01-01',
    },
  ])('$name', ({ instant, zone, day }) => {
    expect(calendarDayIn(new Date(instant), zone)).toBe(day);
  });

  it.each([
    { name: 'an unknown time zone', instant: '2025-06-02T00:00:00Z', zone: 'Nowhere/Town' },
    { name: 'an invalid date', instant: 'not a date', zone: 'UTC' },
  ])('refuses $name', ({ instant, zone }) => {
    expect(() => calendarDayIn(new Date(instant), zone)).toThrow(DomainError);
  });
});

describe('addCalendarDays', () => {
  it.each([
    { day: '2025-01-31', count: 1, result: '2025-02-01' },
    { day: '2024-02-28', count: 1, result: '2024-02-29' },
    { day: '2025-02-28', count: 1, result: '2025-03-01' },
    { day: '2025-12-31', count: 1, result: '2026-01-01' },
    { day: '2025-03-01', count: -1, result: '2025-02-28' },
    { day: '2025-03-30', count: 0, result: '2025-03-30' },
  ])('$day + $count = $result', ({ day, count, result }) => {
    expect(addCalendarDays(day, count)).toBe(result);
  });
});

describe('isCalendarDay', () => {
  it.each([
    { value: '2025-06-01', valid: true },
    { value: '2024-02-29', valid: true },
    { value: '2025-02-29', valid: false },
    { value: '2025-13-01', valid: false },
    { value: '2025-6-1', valid: false },
    { value: '2025-06-01T00:00:00Z', valid: false },
  ])('$value: $valid', ({ value, valid }) => {
    expect(isCalendarDay(value)).toBe(valid);
  });
});

describe('ageOn', () => {
  it.each([
    { name: 'the day before the birthday', birth: '2004-06-16', today: '2025-06-15', age: 20 },
    { name: 'on the birthday', birth: '2004-06-15', today: '2025-06-15', age: 21 },
    { name: 'born on 29 February, on 28 February', birth: '2004-02-29', today: '2025-02-28', age: 20 },
    { name: 'born on 29 February, on 1 March', birth: '2004-02-29', today: '2025-03-01', age: 21 },
  ])('$name', ({ birth, today, age }) => {
    expect(ageOn(birth, today)).toBe(age);
  });
});

describe('formatCalendarDay', () => {
  it('writes the day out in each language, whatever the time zone', () => {
    expect(formatCalendarDay('2025-07-15', 'en')).toBe('July 15, 2025');
    expect(formatCalendarDay('2025-07-15', 'fr')).toBe('15 juillet 2025');
    expect(formatCalendarDay('2025-07-15', 'es')).toBe('15 de julio de 2025');
  });
});
