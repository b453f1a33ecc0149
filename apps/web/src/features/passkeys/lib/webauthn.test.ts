import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { describe, expect, it, vi } from 'vitest';

import { canUsePasskeys } from './webauthn';

describe('canUsePasskeys', () => {
  it("agrees with the library's browserSupportsWebAuthn()", () => {
    expect(canUsePasskeys()).toBe(false);
    expect(browserSupportsWebAuthn()).toBe(false);
    vi.stubGlobal('PublicKeyCredential', vi.fn());
    expect(canUsePasskeys()).toBe(true);
    expect(browserSupportsWebAuthn()).toBe(true);
  });
});
