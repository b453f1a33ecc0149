import { describe, expect, it } from 'vitest';

import { barPlacement, calendarWindow } from './calendar-window';

describe('the calendar window', () => {
  const window = calendarWindow('2031-03-01', 'Europe/Madrid', 10);

  it('counts its days on the marketplace’s clock', () => {
    expect(window.days).toHaveLength(10);
    expect([window.from, window.to]).toEqual(['2031-03-01', '2031-03-10']);
    expect(new Date(window.startMs).toISOString()).toBe('2031-02-28T23:00:00.000Z');
    expect(new Date(window.endMs).toISOString()).toBe('2031-03-10T23:00:00.000Z');
  });

  it.each([
    [
      'a period inside',
      '2031-03-01T23:00:00Z',
      '2031-03-03T23:00:00Z',
      { left: 10, width: 20 },
      false,
      false,
    ],
    [
      'a period begun before',
      '2031-02-20T00:00:00Z',
      '2031-03-01T23:00:00Z',
      { left: 0, width: 10 },
      true,
      false,
    ],
    [
      'a period going on after',
      '2031-03-09T23:00:00Z',
      '2031-03-20T00:00:00Z',
      { left: 90, width: 10 },
      false,
      true,
    ],
  ])('places %s', (_name, from, to, share, isCutAtStart, isCutAtEnd) => {
    const bar = barPlacement(from, to, window);
    expect(bar?.left).toBeCloseTo(share.left);
    expect(bar?.width).toBeCloseTo(share.width);
    expect([bar?.isCutAtStart, bar?.isCutAtEnd]).toEqual([isCutAtStart, isCutAtEnd]);
  });

  it('leaves out a period that does not meet it', () => {
    expect(barPlacement('2031-02-01T00:00:00Z', '2031-02-28T23:00:00Z', window)).toBeNull();
    expect(barPlacement('2031-03-10T23:00:00Z', '2031-03-12T00:00:00Z', window)).toBeNull();
  });
});
