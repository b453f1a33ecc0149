import { describe, expect, it } from 'vitest';

import { dateTimeInputOf, instantOfInput } from './date-time-input';

describe('the date and time inputs on the marketplace clock', () => {
  it('shows an instant on the zone’s clock and reads it back', () => {
    const instant = new Date('2026-07-01T08:30:00Z');
    expect(dateTimeInputOf(instant, 'Europe/Madrid')).toBe('2026-07-01T10:30');
    expect(instantOfInput('2026-07-01T10:30', 'Europe/Madrid')).toEqual(instant);
    expect(instantOfInput('2026-12-01T10:30', 'Europe/Madrid')).toEqual(new Date('2026-12-01T09:30:00Z'));
  });

  it('refuses what is not a time that clock shows', () => {
    expect(instantOfInput('', 'Europe/Madrid')).toBeNull();
    expect(instantOfInput('2026-02-30T10:00', 'Europe/Madrid')).toBeNull();
    // Summer time starts: 02:00 becomes 03:00 on 29 March 2026 in Madrid.
    expect(instantOfInput('2026-03-29T02:30', 'Europe/Madrid')).toBeNull();
    expect(instantOfInput('2026-03-29T03:30', 'Europe/Madrid')).toEqual(new Date('2026-03-29T01:30:00Z'));
  });
});
