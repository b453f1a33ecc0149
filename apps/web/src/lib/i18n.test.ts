import { describe, expect, it } from 'vitest';

import { createI18n } from './i18n';

describe('the error messages of a home', () => {
  it('start with the language everywhere else', async () => {
    const i18n = await createI18n('en');
    expect(i18n.hasLoadedNamespace('errors')).toBe(true);
    expect(i18n.t('errors:auth.wrongPassword')).toBe('Wrong password');
  });

  it('on a home, come with the first interaction instead of the first load', async () => {
    const i18n = await createI18n('fr', true);
    expect(i18n.hasLoadedNamespace('errors')).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    await expect.poll(() => i18n.hasLoadedNamespace('errors')).toBe(true);
    expect(i18n.t('errors:auth.wrongPassword')).toBe('Mot de passe incorrect');
  });
});
