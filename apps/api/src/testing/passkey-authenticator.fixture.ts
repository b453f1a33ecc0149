// A software authenticator for the passkey tests: one ES256 (P-256) credential made with node:crypto,
// answering registrations with a real 'none' attestation and sign-ins with real signed assertions,
// as a browser would send them (the JSON of @simplewebauthn/browser). Each answer can be bent
// (another origin or RP id, a given counter) to test the refusals.
import { createHash, createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

/** COSE key parameters (RFC 9052/9053): key type EC2, algorithm ES256, curve P-256. */
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 } as const;

export interface CeremonyOptions {
  /** The options' challenge (base64url). */
  challenge: string;
  /** The page's origin, as the browser writes it in the client data. */
  origin: string;
  /** The RP id whose SHA-256 starts the authenticator data. */
  rpId: string;
}

export interface RegistrationJson {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
}

export interface AuthenticationJson {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, never>;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', options: CeremonyOptions): Buffer {
  return Buffer.from(
    JSON.stringify({ type, challenge: options.challenge, origin: options.origin, crossOrigin: false }),
  );
}

export function createSoftwareAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.x === undefined || jwk.y === undefined) throw new Error('no EC coordinates');
  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [COSE.kty, COSE.EC2],
      [COSE.alg, COSE.ES256],
      [COSE.crv, COSE.P256],
      [COSE.x, Buffer.from(jwk.x, 'base64url')],
      [COSE.y, Buffer.from(jwk.y, 'base64url')],
    ]),
  );
  const credentialId = randomBytes(32);
  const aaguid = Buffer.from(randomUUID().replace(/-/g, ''), 'hex');
  const id = base64url(credentialId);
  let signCount = 0;
  /** The user handle the authenticator keeps with the credential (the options' user.id). */
  let userHandle: string | undefined;

  return {
    /** The credential id (base64url), as the API stores it. */
    id,

    /** Answers navigator.credentials.create() for options of the site (`userId`: options.user.id). */
    register(options: CeremonyOptions & { userId?: string }): RegistrationJson {
      userHandle = options.userId;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authenticatorData = Buffer.concat([
        sha256(options.rpId),
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_CREDENTIAL]),
        counterBytes(signCount),
        aaguid,
        idLength,
        credentialId,
        cosePublicKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, never>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', authenticatorData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', options)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /**
     * Answers navigator.credentials.get(): the counter goes up by one unless `counter` is given; the
     * signature covers the authenticator data and the client data's hash.
     */
    authenticate(options: CeremonyOptions & { counter?: number }): AuthenticationJson {
      signCount = options.counter ?? signCount + 1;
      const authenticatorData = Buffer.concat([
        sha256(options.rpId),
        Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
        counterBytes(signCount),
      ]);
      const clientDataJSON = clientData('webauthn.get', options);
      const signature = createSign('sha256')
        .update(Buffer.concat([authenticatorData, sha256(clientDataJSON)]))
        .sign(privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(authenticatorData),
          signature: base64url(signature),
          ...(userHandle === undefined ? {} : { userHandle }),
        },
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
