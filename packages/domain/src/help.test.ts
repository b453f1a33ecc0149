import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_END as E, HIGHLIGHT_START as S, highlightedParts } from './help';

describe('highlightedParts', () => {
  it('splits a text at its marks', () => {
    expect(highlightedParts(`Free ${S}cancellation${E} up to ${S}24${E} hours`)).toEqual([
      { text: 'Free ', highlighted: false },
      { text: 'cancellation', highlighted: true },
      { text: ' up to ', highlighted: false },
      { text: '24', highlighted: true },
      { text: ' hours', highlighted: false },
    ]);
  });

  it('keeps markup as text and drops empty pieces', () => {
    expect(highlightedParts(`${S}<b>${E}`)).toEqual([{ text: '<b>', highlighted: true }]);
    expect(highlightedParts('')).toEqual([]);
  });
});
