// Accounts of a journey's own: activated from the email, so that a journey changing an account (its
// language, its currency) leaves the demo accounts to the others.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { text } from './catalogue';
import { linkTo, waitForEmail } from './mailbox';

/** Signs up `email` with `password` and follows the activation link in the page. */
export async function newDriver(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string,
  password: string,
): Promise<void> {
  const signUp = await request.post('/api/sign-up', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: {
      fullName: 'Sam Journey',
      email,
      phone: '+33 6 00 11 22 33',
      birthDate: '1988-08-08',
      password,
      confirmPassword: password,
      acceptTerms: true,
      language: 'en',
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await followActivation(page, request, baseURL, email);
}

/** Opens the activation link sent to `email`: the account is active and signed in. */
export async function followActivation(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string,
): Promise<void> {
  const activation = await waitForEmail(request, baseURL, email, /Activate your Roadbook account/);
  await page.goto(linkTo(activation, '/activate'));
  await expect(page.getByRole('heading', { name: text('en', 'activate.done', 'account') })).toBeVisible();
}
