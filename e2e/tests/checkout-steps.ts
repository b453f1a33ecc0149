// Steps of the checkout that depend on the car and the driver: the licence when the agency asks for
// one, the additional driver when the car includes one.
import { expect, type Page } from '@playwright/test';

import { text } from './catalogue';
import { PDF } from './files';

const en = (key: string) => text('en', key, 'checkout');

/** Adds a licence when the agency asks for one and none is on file. */
export async function addLicenceIfAsked(page: Page) {
  if ((await page.getByRole('group', { name: en('licence.legend'), exact: true }).count()) === 0) return;
  // Whether a licence is on file shows once the driver's account is read.
  const upload = page.getByLabel(en('licence.upload'));
  const onFile = page.getByText(en('licence.onFile'));
  await expect(upload.or(onFile)).toBeVisible();
  if ((await upload.count()) === 0) return;
  await upload.setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(en('licence.onFile'))).toBeVisible();
}

/** Gives the additional driver's details when the car includes one or the option is on. */
export async function fillAdditionalDriverIfAsked(page: Page) {
  const additional = page.getByRole('group', { name: en('driver.additionalLegend'), exact: true });
  if ((await additional.count()) === 0) return;
  await additional.getByLabel(en('driver.fullName')).fill('Alex Second');
  await additional.getByLabel(en('driver.email')).fill('alex.second@example.com');
  await additional.getByLabel(en('driver.phone')).fill('+34 612 345 678');
  await additional.getByLabel(en('driver.birthDate')).fill('1988-09-30');
}
