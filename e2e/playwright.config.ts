import { defineConfig } from '@playwright/test';
import { MAIL_PORT, PROVIDERS_SITE_PORT, SITE_PORT, SMTP_PORT, SOCIAL_PORT } from './ports';

// Journeys in Debian's Chromium (never a downloaded browser) against the real server: the built web
// app and the API on a fresh embedded database with demo data. Two sites run: one writes its emails
// to the outbox folder and uses no outside service (every journey, project `outbox`); the other
// uses the outside services, through local servers that speak their protocols: it sends its emails
// to a real SMTP server, the mail catcher, and offers Google, Apple and Facebook sign-in (project
// `providers`: the account journeys and social sign-in).
const port = SITE_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const providersSitePort = PROVIDERS_SITE_PORT;
const smtpPort = SMTP_PORT;
const mailPort = MAIL_PORT;
const social = `http://127.0.0.1:${SOCIAL_PORT}`;
/** The marketplace's ids at the providers, as the site and the providers' stand-ins know them. */
const socialIds = {
  E2E_GOOGLE_CLIENT_ID: 'roadbook-e2e.apps.googleusercontent.com',
  E2E_APPLE_CLIENT_ID: 'test.roadbook.e2e',
  E2E_FACEBOOK_APP_ID: '100200300400500',
  E2E_FACEBOOK_APP_SECRET: 'e2e-facebook-app-secret',
};
const site = {
  command: 'node ./start-server.mjs',
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL,
    // The browser's language chooses the page's when the address has no `l`: a Spanish browser, the
    // marketplace's default language, rather than whatever the machine's is. Journeys about another
    // browser language open a context of their own.
    locale: 'es-ES',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'outbox', testIgnore: /social-sign-in\.spec\.ts/ },
    {
      name: 'providers',
      testMatch: /(accounts-journey|social-sign-in)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${providersSitePort}` },
    },
  ],
  webServer: [
    {
      command: 'node ./mail-catcher.mjs',
      url: `http://127.0.0.1:${mailPort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
    },
    {
      command: 'node ./social-providers.mjs',
      url: `${social}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SOCIAL_PORT: String(SOCIAL_PORT), ...socialIds },
    },
    { ...site, url: `${baseURL}/api/health`, env: { PORT: String(port), HOST: '127.0.0.1' } },
    {
      ...site,
      url: `http://127.0.0.1:${providersSitePort}/api/health`,
      env: {
        PORT: String(providersSitePort),
        HOST: '127.0.0.1',
        E2E_DATA_DIR: '.server-data-providers',
        SMTP_URL: `smtp://roadbook:mail-secret@127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Roadbook <bookings@roadbook.test>',
        GOOGLE_CLIENT_ID: socialIds.E2E_GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: `${social}/google/certs`,
        APPLE_CLIENT_ID: socialIds.E2E_APPLE_CLIENT_ID,
        APPLE_JWKS_URL: `${social}/apple/keys`,
        FACEBOOK_APP_ID: socialIds.E2E_FACEBOOK_APP_ID,
        FACEBOOK_APP_SECRET: socialIds.E2E_FACEBOOK_APP_SECRET,
        FACEBOOK_GRAPH_URL: `${social}/facebook/v19.0`,
      },
    },
  ],
});
