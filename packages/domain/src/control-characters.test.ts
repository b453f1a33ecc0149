import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './control-characters';

describe('hasControlCharacters', () => {
  it.each([
    ['Plain text, accents: é ñ ’', false],
    ['Two lines\nand a\ttab\r\n', false],
    ['NUL \u0000 inside', true],
    ['bell \u0007', true],
    ['delete \u007f', true],
  ])('%j → %s', (text, expected) => {
    expect(hasControlCharacters(text)).toBe(expected);
  });
});
