import { describe, expect, it, vi } from 'vitest';
import { restAfter } from './pacing';

describe('the rest between two batches of background work', () => {
  it('is three times the batch, so that a backlog takes a quarter of the time, and never nothing', () => {
    const now = vi.spyOn(performance, 'now');
    try {
      now.mockReturnValue(1_200);
      expect(restAfter(1_000)).toBe(600);
      expect(restAfter(1_199)).toBe(10);
    } finally {
      now.mockRestore();
    }
  });
});
