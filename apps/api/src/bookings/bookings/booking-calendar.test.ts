import { describe, expect, it } from 'vitest';
import { calendarFile } from './booking-calendar';

describe('calendarFile', () => {
  const event = {
    uid: 'pickup-1@roadbook',
    start: new Date('2031-05-04T09:30:00.000Z'),
    minutes: 30,
    summary: 'Pick-up: Fiat 500, booking AB12CD34',
    location: 'Madrid; Barajas Airport, T4\\west',
    description: 'Bring your licence.\nAnd a card.',
  };

  it('writes each event in UTC, with CRLF line ends', () => {
    const file = calendarFile([event], new Date('2031-05-01T08:00:00.000Z'));
    const lines = file.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Roadbook//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('DTSTART:20310504T093000Z');
    expect(lines).toContain('DTEND:20310504T100000Z');
    expect(lines).toContain('DTSTAMP:20310501T080000Z');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file).not.toMatch(/[^\r]\n/);
  });

  it('escapes text values and folds long lines without splitting a character', () => {
    const long = { ...event, description: 'é'.repeat(100) };
    const file = calendarFile([event, long], new Date());
    expect(file).toContain('LOCATION:Madrid\\; Barajas Airport\\, T4\\\\west');
    expect(file).toContain('DESCRIPTION:Bring your licence.\\nAnd a card.');
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'é'.repeat(100)}`);
  });
});
