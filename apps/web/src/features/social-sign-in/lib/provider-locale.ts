import type { Language } from '@roadbook/domain/constants';

/** The locale Apple's and Facebook's scripts are asked for, so that their windows speak the page's language. */
export const PROVIDER_LOCALES: Record<Language, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES' };
