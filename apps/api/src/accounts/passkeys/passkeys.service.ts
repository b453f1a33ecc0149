// Passkeys (WebAuthn): a signed-in account adds passkeys, then signs in with one instead of a
// password. The relying party is the site itself: its host name is the RP id, its origin the only
// origin accepted. Every challenge is stored for five minutes and can be answered once.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type {
  Passkey,
  PasskeyList,
  PasskeySignInBody,
  RegisterPasskeyBody,
  RegistrationOptions,
  SignInOptions,
} from '@roadbook/domain/contracts/passkeys';
import { DomainError } from '@roadbook/domain/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { AccountsService, Requester, SignedInResult } from '../accounts/accounts.service';
import type { SessionStore } from '../accounts/session-store';
import { deviceNameOf } from './device-name';
import {
  deletePasskeyOfUser,
  insertChallenge,
  insertPasskey,
  recordPasskeyUse,
  selectPasskeyForSignIn,
  selectPasskeysOfUser,
  takeChallengeById,
  takeChallengeOfUser,
  type PasskeyRow,
  type StoredChallenge,
} from './passkeys.queries';

export interface PasskeysServiceDependencies {
  database: DatabaseHandle;
  sessions: SessionStore;
  accounts: Pick<AccountsService, 'currentUser'>;
  /** The site's public address (config.siteUrl). */
  siteUrl: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/** How long a challenge may be answered. */
const CHALLENGE_MINUTES = 5;
const RP_NAME = 'Roadbook';
/** The counter column is a signed 32-bit integer; WebAuthn counters are unsigned. */
const MAX_STORED_COUNTER = 2_147_483_647;

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

function isLive(challenge: StoredChallenge | undefined): challenge is StoredChallenge {
  return challenge !== undefined && challenge.expiresAt.getTime() > Date.now();
}

/** The user handle the authenticator keeps with a discoverable credential: the account id. */
function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId);
}

export function createPasskeysService(deps: PasskeysServiceDependencies) {
  const { db } = deps.database;
  const { sessions, accounts, log } = deps;
  const site = new URL(deps.siteUrl);
  const rpID = site.hostname;
  const expectedOrigin = site.origin;

  /** A failed ceremony: the reason goes to the log, the answer is always 401 auth.passkeyFailed. */
  function refuse(reason: string): never {
    log.info({ reason }, 'passkey refused');
    throw new DomainError('auth.passkeyFailed');
  }

  async function newChallenge(challenge: string, userId: string | null): Promise<string> {
    const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
    return insertChallenge(db, { challenge, userId, expiresAt });
  }

  async function list(userId: string): Promise<PasskeyList> {
    return { passkeys: (await selectPasskeysOfUser(db, userId)).map(toPasskey) };
  }

  /** The registration challenge this answer is for, taken out of the table. */
  async function takeRegistrationChallenge(userId: string, body: RegisterPasskeyBody) {
    if (body.challengeId !== undefined) {
      const stored = await takeChallengeById(db, body.challengeId);
      return stored?.userId === userId ? stored : undefined;
    }
    let challenge: string;
    try {
      ({ challenge } = decodeClientDataJSON(body.response.response.clientDataJSON));
    } catch {
      return refuse('unreadable client data');
    }
    return typeof challenge === 'string' ? takeChallengeOfUser(db, userId, challenge) : undefined;
  }

  return {
    list,

    /** Options to create a passkey for the signed-in account, excluding the ones it already has. */
    async registrationOptions(userId: string): Promise<RegistrationOptions> {
      const user = await accounts.currentUser(userId);
      const existing = await selectPasskeysOfUser(db, userId);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: user.email,
        userDisplayName: user.fullName,
        userID: userHandleOf(userId),
        timeout: CHALLENGE_MINUTES * 60_000,
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      return { challengeId: await newChallenge(options.challenge, userId), options };
    },

    /** Verifies the new credential against its challenge and saves it; answers the account's list. */
    async register(userId: string, body: RegisterPasskeyBody, requester: Requester): Promise<PasskeyList> {
      const stored = await takeRegistrationChallenge(userId, body);
      if (!isLive(stored)) return refuse('unknown, used or expired registration challenge');
      const { response } = body;
      const credential: RegistrationResponseJSON = {
        id: response.id,
        rawId: response.rawId,
        type: response.type,
        response: {
          clientDataJSON: response.response.clientDataJSON,
          attestationObject: response.response.attestationObject,
          ...(response.response.transports ? { transports: response.response.transports } : {}),
        },
        clientExtensionResults: {},
      };
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: credential,
          expectedChallenge: stored.challenge,
          expectedOrigin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
      } catch (error) {
        return refuse(error instanceof Error ? error.message : 'registration not verified');
      }
      if (!verification.verified) return refuse('registration not verified');
      const info = verification.registrationInfo;
      const isSaved = await insertPasskey(db, {
        id: info.credential.id,
        userId,
        publicKey: info.credential.publicKey,
        counter: Math.min(info.credential.counter, MAX_STORED_COUNTER),
        transports: info.credential.transports ?? [],
        isBackedUp: info.credentialBackedUp,
        name: body.name || deviceNameOf(requester.userAgent, new Date().toISOString().slice(0, 10)),
      });
      if (!isSaved) return refuse('credential already registered');
      return list(userId);
    },

    /** Removes one of the account's passkeys (404 when it has none with that id, whoever has it). */
    async remove(userId: string, id: string): Promise<PasskeyList> {
      if (!(await deletePasskeyOfUser(db, userId, id))) throw new DomainError('common.notFound');
      return list(userId);
    },

    /** Options to sign in with any passkey of this site (the authenticator offers its own). */
    async signInOptions(): Promise<SignInOptions> {
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
        timeout: CHALLENGE_MINUTES * 60_000,
      });
      return { challengeId: await newChallenge(options.challenge, null), options };
    },

    /**
     * Signs in with a passkey: the challenge (taken once), the signature by the stored public key,
     * the origin, the RP id and a counter that went forward. 401 auth.passkeyFailed otherwise; 403
     * auth.accountSuspended when the account may not sign in.
     */
    async signIn(body: PasskeySignInBody, requester: Requester): Promise<SignedInResult> {
      const stored = await takeChallengeById(db, body.challengeId);
      if (!isLive(stored) || stored.userId !== null)
        return refuse('unknown, used or expired sign-in challenge');
      const { response } = body;
      const found = await selectPasskeyForSignIn(db, response.id);
      if (!found) return refuse('unknown credential');
      const { passkey } = found;
      const userHandle = response.response.userHandle ?? undefined;
      if (
        userHandle !== undefined &&
        userHandle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url')
      ) {
        return refuse('user handle of another account');
      }
      const assertion: AuthenticationResponseJSON = {
        id: response.id,
        rawId: response.rawId,
        type: response.type,
        response: {
          clientDataJSON: response.response.clientDataJSON,
          authenticatorData: response.response.authenticatorData,
          signature: response.response.signature,
          ...(userHandle === undefined ? {} : { userHandle }),
        },
        clientExtensionResults: {},
      };
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response: assertion,
          expectedChallenge: stored.challenge,
          expectedOrigin,
          expectedRPID: rpID,
          credential: {
            id: passkey.id,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        });
      } catch (error) {
        return refuse(error instanceof Error ? error.message : 'assertion not verified');
      }
      if (!verification.verified) return refuse('assertion not verified');
      if (!found.isAccountActive) throw new DomainError('auth.accountSuspended');
      const { newCounter, credentialBackedUp } = verification.authenticationInfo;
      const isRecorded = await recordPasskeyUse(db, passkey.id, {
        expectedCounter: passkey.counter,
        counter: Math.min(newCounter, MAX_STORED_COUNTER),
        isBackedUp: credentialBackedUp,
      });
      if (!isRecorded) return refuse('counter changed by a concurrent sign-in');
      const session = await sessions.open(passkey.userId, {
        isPersistent: body.stayConnected === true,
        method: 'passkey',
        userAgent: requester.userAgent,
      });
      return { user: await accounts.currentUser(passkey.userId), session };
    },
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
