// A local stand-in for Google's reCAPTCHA siteverify: it reads the form it is sent as Google does
// (`secret`, `response`, `remoteip`), answers tokens it was told about, and records every form.
import { readBody, sendJson, startFakeHttpServer, type FakeHttpServer } from './fake-http-server.fixture';

export const RECAPTCHA_TEST_SECRET = 'recaptcha-Secret-6Lc';

/** Tokens the fake vouches for, and how: v3 answers carry a score, v2 answers none. */
export const RECAPTCHA_TOKENS = {
  good: 'good-token-03AFcWeA',
  lowScore: 'low-score-token-03AFcWeA',
  v2: 'v2-token-03AFcWeA',
} as const;

const ANSWERS: Readonly<Record<string, object>> = {
  [RECAPTCHA_TOKENS.good]: {
    success: true,
    score: 0.9,
    action: 'submit',
    hostname: 'roadbook.test',
    challenge_ts: '2026-01-01T00:00:00Z',
  },
  [RECAPTCHA_TOKENS.lowScore]: { success: true, score: 0.1, action: 'submit', hostname: 'roadbook.test' },
  [RECAPTCHA_TOKENS.v2]: { success: true, hostname: 'roadbook.test' },
};

/** A request as the fake received it. */
export interface SiteverifyRequest {
  method: string;
  contentType: string;
  form: URLSearchParams;
}

export interface FakeSiteverify {
  server: FakeHttpServer;
  /** RECAPTCHA_VERIFY_URL */
  url: string;
  received: SiteverifyRequest[];
  /** The settings that turn reCAPTCHA on against this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Google's siteverify as far as the API uses it; `RECAPTCHA_TOKENS` are the tokens it vouches for. */
export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const received: SiteverifyRequest[] = [];
  const server = await startFakeHttpServer((request, response) => {
    void readBody(request).then((body) => {
      const form = new URLSearchParams(body);
      received.push({
        method: request.method ?? '',
        contentType: request.headers['content-type'] ?? '',
        form,
      });
      if (form.get('secret') !== RECAPTCHA_TEST_SECRET) {
        sendJson(response, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
        return;
      }
      const answer = ANSWERS[form.get('response') ?? ''];
      sendJson(response, 200, answer ?? { success: false, 'error-codes': ['invalid-input-response'] });
    });
  });
  const url = `${server.origin}/recaptcha/api/siteverify`;
  return {
    server,
    url,
    received,
    env: { RECAPTCHA_SECRET: RECAPTCHA_TEST_SECRET, RECAPTCHA_VERIFY_URL: url, RECAPTCHA_MIN_SCORE: '0.5' },
    close: () => server.close(),
  };
}
