// Server-side (and test) translation: one i18next instance per process, initialised synchronously
// from the static catalogues, shared by every translator.

import { LANGUAGES, type Language } from '@roadbook/domain/constants';
import type { ErrorCode, MessageParams } from '@roadbook/domain/error-codes';
import i18next from 'i18next';

import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces';
import { resources } from './resources';
import type { Translate } from './translate';

export type { Translate, TranslationParams } from './translate';

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  initAsync: false,
  interpolation: { escapeValue: false },
});

const translators = new Map<Language, Translate>();

export function createTranslator(language: Language): Translate {
  const existing = translators.get(language);
  if (existing) return existing;
  const t = instance.getFixedT(language);
  const translate: Translate = (key, params = {}) => {
    // Values go under `replace`, so a parameter can never be read as an i18next option (`lng`,
    // `context`, `defaultValue`…); only a numeric `count` is passed on, for plurals.
    const count = params.count;
    return t(key, { replace: params, ...(typeof count === 'number' ? { count } : {}) });
  };
  translators.set(language, translate);
  return translate;
}

/** The message of an error code (`errors:<code>`), e.g. for an API error body or an email. */
export function translateErrorCode(language: Language, code: ErrorCode, params: MessageParams = {}): string {
  return createTranslator(language)(`errors:${code}`, params);
}
