import { describe, expect, it } from 'vitest';
import { openToken, requestKeyHash, sealToken } from './idempotent-answers';

describe('idempotent answers', () => {
  it('opens a sealed token with its Idempotency-Key only, and never shows either', () => {
    const sealed = sealToken('token-of-the-visitor', 'key-1');
    expect(sealed).not.toContain('token-of-the-visitor');
    expect(openToken(sealed, 'key-1')).toBe('token-of-the-visitor');
    expect(() => openToken(sealed, 'key-2')).toThrow();
    // A new seal each time (random IV), each opening to the same token.
    expect(sealToken('token-of-the-visitor', 'key-1')).not.toBe(sealed);
  });

  it('refuses a sealed token that was altered', () => {
    const sealed = Buffer.from(sealToken('token', 'key'), 'base64url');
    sealed[sealed.length - 1] = (sealed.at(-1) ?? 0) ^ 1;
    expect(() => openToken(sealed.toString('base64url'), 'key')).toThrow();
  });

  it('finds a row by the SHA-256 of its key, as the migration hashed those stored before', () => {
    expect(requestKeyHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
