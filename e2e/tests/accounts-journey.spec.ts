import { expect, test, type Page } from '@playwright/test';
import { text } from './catalogue';
import { PDF, PNG } from './files';
import { linkTo, waitForEmail } from './mailbox';

// A driver's whole account, in Chromium, with the emails that really arrive: on the outbox site
// (project `outbox`) and on the site that sends through a real SMTP server (project `smtp`).

const PASSWORD = 'first-pass-1';
const NEW_PASSWORD = 'second-pass-2';
const RESET_PASSWORD = 'third-pass-3';

const en = (key: string, namespace = 'account') => text('en', key, namespace);
const fr = (key: string, namespace = 'account') => text('fr', key, namespace);

async function accountMenu(page: Page, name: string) {
  return page.getByRole('button', { name: new RegExp(name) });
}

test('sign up, activate from the email, settings, change password, sign out, reset by email, sign in', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `dana-${testInfo.project.name}-${Date.now()}@example.com`;

  // Sign up.
  await page.goto('/sign-up?l=en');
  await page.getByLabel(en('fields.fullName')).fill('Dana Journey');
  await page.getByLabel(en('fields.email')).fill(email);
  await page.getByLabel(en('fields.phone')).fill('+33 6 12 34 56 78');
  await page.getByLabel(en('fields.birthDate')).fill('1990-04-12');
  await page.getByLabel(en('fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(en('fields.confirmPassword')).fill(PASSWORD);
  await page.getByLabel(en('fields.acceptTerms')).check();
  await page.getByRole('button', { name: en('signUp.submit') }).click();
  await expect(page.getByRole('heading', { name: en('signUp.sent.heading') })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('1-sign-up-sent.png') });

  // The activation email arrives; its link activates and signs in.
  const activation = await waitForEmail(request, baseURL, email, /Activate your Roadbook account/);
  await page.goto(linkTo(activation, '/activate'));
  await expect(page.getByRole('heading', { name: en('activate.done') })).toBeVisible();
  await expect(await accountMenu(page, 'Dana Journey')).toBeVisible();

  // Settings: avatar, licence, language.
  await page.goto('/settings?l=en');
  await expect(page.getByRole('heading', { name: en('page.heading', 'settings'), level: 1 })).toBeVisible();
  await page.getByLabel(en('picture.upload', 'settings')).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.locator('img[src*="/uploads/avatars/"]').first()).toBeVisible();
  await page.getByLabel(en('licence.upload', 'settings')).setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText(en('licence.onFile', 'settings'))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('2-settings.png'), fullPage: true });
  // A file that is not an image is refused, in the user's language.
  await page.getByLabel(en('picture.replace', 'settings')).setInputFiles({
    name: 'evil.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByText(text('en', 'upload.unsupportedType', 'errors'))).toBeVisible();

  // Change password.
  await page.goto('/change-password?l=en');
  await page.getByLabel(en('fields.currentPassword')).fill(PASSWORD);
  await page.getByLabel(en('fields.newPassword')).fill(NEW_PASSWORD);
  await page.getByLabel(en('fields.confirmPassword')).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: en('changePassword.submit') }).click();
  await expect(page.getByText(text('en', 'success.changesSaved'))).toBeVisible();

  // The language: the account now speaks French (its emails too).
  await page.goto('/settings?l=en');
  await page.getByLabel(en('preferences.language', 'settings')).selectOption('fr');
  await expect(page.getByRole('heading', { name: fr('page.heading', 'settings'), level: 1 })).toBeVisible();

  // Sign out.
  await (await accountMenu(page, 'Dana Journey')).click();
  await page.getByRole('button', { name: text('fr', 'nav.signOut'), exact: true }).click();
  await expect(await accountMenu(page, 'Dana Journey')).toHaveCount(0);

  // Forgot password → the email, in French → reset → signed in.
  await page.goto('/forgot-password?l=fr');
  await page.getByLabel(fr('fields.email')).fill(email);
  await page.getByRole('button', { name: fr('forgotPassword.submit') }).click();
  await expect(page.getByRole('heading', { name: fr('forgotPassword.sentHeading') })).toBeVisible();
  const reset = await waitForEmail(request, baseURL, email, /Réinitialisez votre mot de passe/);
  await page.goto(linkTo(reset, '/reset-password'));
  await page.getByLabel(fr('fields.newPassword')).fill(RESET_PASSWORD);
  await page.getByLabel(fr('fields.confirmPassword')).fill(RESET_PASSWORD);
  await page.getByRole('button', { name: fr('resetPassword.submit') }).click();
  await expect(page.getByRole('heading', { name: fr('resetPassword.done') })).toBeVisible();
  await waitForEmail(request, baseURL, email, /mot de passe Roadbook a été modifié/);

  // Sign out, then sign in with the new password; the old ones no longer work.
  await (await accountMenu(page, 'Dana Journey')).click();
  await page.getByRole('button', { name: text('fr', 'nav.signOut'), exact: true }).click();
  await page.goto('/sign-in?l=en');
  await page.getByLabel(en('fields.email')).fill(email);
  await page.getByLabel(en('fields.password'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: en('signIn.submit'), exact: true }).click();
  await expect(page.getByText(text('en', 'auth.incorrectCredentials', 'errors'))).toBeVisible();
  await page.getByLabel(en('fields.password'), { exact: true }).fill(RESET_PASSWORD);
  await page.getByRole('button', { name: en('signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/home/);
  await page.goto('/settings?l=en');
  await expect(await accountMenu(page, 'Dana Journey')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('3-signed-in-again.png') });
});
