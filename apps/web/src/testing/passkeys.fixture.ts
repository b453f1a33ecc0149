// Answers of the passkey calls, and what the browser's WebAuthn answers look like, for the passkey
// components.
import type { User } from '@roadbook/domain/contracts/accounts';
import type { Passkey, RegistrationOptions, SignInOptions } from '@roadbook/domain/contracts/passkeys';
import { vi } from 'vitest';

import { jsonResponse } from './api-mock';

export const DRIVER: User = {
  id: '6f1c2a4e-8b0d-4f5e-9a3c-2d7b1e0f4a5c',
  type: 'user',
  fullName: 'Dana Driver',
  email: 'driver@roadbook.example',
  language: 'en',
  enableEmailNotifications: true,
  avatar: null,
  phone: null,
  bio: null,
  location: null,
  birthDate: '1990-01-01',
  isVerified: true,
  hasPassword: true,
  hasLicence: false,
  supplier: null,
};

export const PHONE: Passkey = {
  id: 'cGhvbmUtY3JlZGVudGlhbA',
  name: 'My phone',
  createdAt: '2026-03-02T10:15:00.000Z',
  lastUsedAt: '2026-03-20T08:00:00.000Z',
};

export const LAPTOP: Passkey = {
  id: 'bGFwdG9wLWNyZWRlbnRpYWw',
  name: 'Chrome · Linux',
  createdAt: '2026-04-11T09:00:00.000Z',
  lastUsedAt: null,
};

export const SIGN_IN_OPTIONS: SignInOptions = {
  challengeId: '0b6f5c0e-2f4e-4c1a-9a43-5d7e9b1c2a3f',
  options: {
    challenge: 'c2lnbi1pbi1jaGFsbGVuZ2U',
    rpId: 'localhost',
    timeout: 300_000,
    userVerification: 'preferred',
  },
};

export const REGISTRATION_OPTIONS: RegistrationOptions = {
  challengeId: '1c7a6d1f-3a5b-4d2c-8b54-6e8f0c2d3b4a',
  options: {
    challenge: 'cmVnaXN0cmF0aW9uLWNoYWxsZW5nZQ',
    rp: { name: 'Roadbook', id: 'localhost' },
    user: { id: 'ZHJpdmVy', name: DRIVER.email, displayName: DRIVER.fullName },
    pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    timeout: 300_000,
    attestation: 'none',
    excludeCredentials: [],
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'preferred',
    },
  },
};

/** What startAuthentication() resolves with once the device signed the challenge. */
export const ASSERTION = {
  id: PHONE.id,
  rawId: PHONE.id,
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', authenticatorData: 'YXV0aA', signature: 'c2ln', userHandle: 'ZHJpdmVy' },
  clientExtensionResults: {},
};

/** What startRegistration() resolves with once the device made the credential. */
export const ATTESTATION = {
  id: 'bmV3LWNyZWRlbnRpYWw',
  rawId: 'bmV3LWNyZWRlbnRpYWw',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', attestationObject: 'b2Jq', transports: ['internal'] },
  clientExtensionResults: {},
};

/** The error body of the API. */
export function apiError(status: number, code: string): Response {
  return jsonResponse({ error: { code, message: code } }, status);
}

/** A DOMException as navigator.credentials raises it (cancelled, timed out, already registered…). */
export function webAuthnRefusal(name: 'NotAllowedError' | 'InvalidStateError'): DOMException {
  return new DOMException('The operation either timed out or was not allowed.', name);
}

/** The browser has WebAuthn (jsdom has none): PublicKeyCredential exists. */
export function enableWebAuthn(): void {
  vi.stubGlobal('PublicKeyCredential', vi.fn());
}

/** The bodies the page sent to `path`, parsed, oldest first (`fetchSpy`: vi.spyOn(globalThis, 'fetch')). */
export function bodiesSentTo(fetchSpy: { mock: { calls: Parameters<typeof fetch>[] } }, path: string) {
  return fetchSpy.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]): unknown => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** The methods of the page's requests to `path`, oldest first. */
export function methodsSentTo(fetchSpy: { mock: { calls: Parameters<typeof fetch>[] } }, path: string) {
  return fetchSpy.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => init?.method ?? 'GET');
}
