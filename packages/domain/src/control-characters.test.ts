import { describe, expect, it } from 'vitest';
import { hasControlCharacters, withoutControlCharacters } from './control-characters';

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

describe('withoutControlCharacters', () => {
  it('removes them and keeps tabs, line breaks and every other character', () => {
    expect(withoutControlCharacters('a\u0000b\u0007c\u007f\td\r\né’')).toBe('abc\td\r\né’');
  });
});
