import { defineConfig } from '@playwright/test';
import { MAIL_PORT, SITE_PORT, SMTP_PORT, SMTP_SITE_PORT } from './ports';

// Journeys in Debian's Chromium (never a downloaded browser) against the real server: the built web
// app and the API on a fresh embedded database with demo data. Two sites run: one writes its emails
// to the outbox folder (every journey), the other sends them to a real SMTP server, the mail
// catcher (the account journeys, project `smtp`).
const port = SITE_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const smtpSitePort = SMTP_SITE_PORT;
const smtpPort = SMTP_PORT;
const mailPort = MAIL_PORT;
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
    { name: 'outbox' },
    {
      name: 'smtp',
      testMatch: /accounts-journey\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${smtpSitePort}` },
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
    { ...site, url: `${baseURL}/api/health`, env: { PORT: String(port), HOST: '127.0.0.1' } },
    {
      ...site,
      url: `http://127.0.0.1:${smtpSitePort}/api/health`,
      env: {
        PORT: String(smtpSitePort),
        HOST: '127.0.0.1',
        E2E_DATA_DIR: '.server-data-smtp',
        SMTP_URL: `smtp://roadbook:mail-secret@127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Roadbook <bookings@roadbook.test>',
      },
    },
  ],
});
