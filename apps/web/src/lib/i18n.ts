// i18next set up for Roadbook: fr, en, es; catalogues of packages/i18n loaded lazily, one chunk per
// language and namespace, so a visitor only downloads the language being shown.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@roadbook/domain/constants';
import { chosenLanguage, isLanguage, resolveStartLanguage } from '@roadbook/domain/language';
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { NAMESPACES, type Namespace } from '@roadbook/i18n/namespaces';

import { languageParamOf } from './paths';
import { readStorage, STORAGE_KEYS } from './storage';
import { readStoredUser } from './stored-user';

/** Loaded with the language; `enums` is fetched by the first screen that asks for it. */
const START_NAMESPACES: readonly Namespace[] = ['common', 'errors'];

/**
 * Whether a route's `handle` says its screen starts without the error messages
 * (`{ errorsOnDemand: true }`, the homes): they then load at the visitor's first interaction, or
 * with the first failure, so that the first load does without them.
 */
export function hasErrorsOnDemand(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'errorsOnDemand' in handle &&
    handle.errorsOnDemand === true
  );
}

/** The moments a visitor may need an error message: any first interaction with the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Set by build/catalogue-files.ts: the version of the built site's catalogues. */
declare const __CATALOGUES_VERSION__: string;

/**
 * In the dev server and the tests, `./<language>/<namespace>.json` → its catalogue, a module of
 * packages/i18n. The words of the emails and of the pages the API writes are the API's: the site never
 * shows them.
 */
const catalogueModules = import.meta.env.PROD
  ? {}
  : import.meta.glob<ResourceKey>(['./*/*.json', '!./*/emails.json', '!./*/pages.json'], {
      base: '../../../../packages/i18n/locales',
      import: 'default',
    });

/** The built site's catalogues being fetched or fetched, by address (a failed one is asked again). */
const fetchedCatalogues = new Map<string, Promise<ResourceKey>>();

function fetchCatalogue(url: string): Promise<ResourceKey> {
  let catalogue = fetchedCatalogues.get(url);
  if (catalogue === undefined) {
    catalogue = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return (await response.json()) as ResourceKey;
    });
    catalogue.catch(() => fetchedCatalogues.delete(url));
    fetchedCatalogues.set(url, catalogue);
  }
  return catalogue;
}

/** How to get a catalogue; in the built site, its JSON file (build/catalogue-files.ts). */
function catalogueOf(language: string, namespace: string): (() => Promise<ResourceKey>) | undefined {
  if (!import.meta.env.PROD) return catalogueModules[`./${language}/${namespace}.json`];
  const isSiteCatalogue =
    isLanguage(language) &&
    (NAMESPACES as readonly string[]).includes(namespace) &&
    namespace !== 'emails' &&
    namespace !== 'pages';
  if (!isSiteCatalogue) return undefined;
  return () => fetchCatalogue(`/assets/i18n/${language}/${namespace}.json?v=${__CATALOGUES_VERSION__}`);
}

/**
 * Starts downloading the start catalogues of `language` and those of `namespaces` (the backend then
 * finds them loaded), so that they come in parallel with whatever decides the language and with the
 * screen's chunks, not after them.
 */
export function preloadCatalogues(
  language: Language,
  namespaces: readonly Namespace[] = [],
  errorsOnDemand = false,
): void {
  const start = START_NAMESPACES.filter((namespace) => !(errorsOnDemand && namespace === 'errors'));
  for (const namespace of new Set([...start, ...namespaces])) {
    catalogueOf(language, namespace)?.().catch(() => {
      // The backend asks again and reports the failure.
    });
  }
}

/** The namespaces a route's `handle` names (`{ namespaces: ['home', …] }`), the unknown ones left out. */
export function routeNamespaces(handle: unknown): Namespace[] {
  if (typeof handle !== 'object' || handle === null || !('namespaces' in handle)) return [];
  if (!Array.isArray(handle.namespaces)) return [];
  const named: readonly unknown[] = handle.namespaces;
  return NAMESPACES.filter((namespace) => named.includes(namespace));
}

const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = catalogueOf(language, namespace);
    if (load === undefined) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/** What the visitor and their browser say: the URL, the signed-in user, this device, the browser. */
function visitorSources(search: string) {
  return {
    urlLanguage: languageParamOf(search),
    userLanguage: readStoredUser()?.language,
    storedLanguage: readStorage(STORAGE_KEYS.language),
    // The browser's languages in its order of preference (the user's setting of the browser).
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  };
}

/**
 * Start language (product-rules.md § Languages): URL `l`, then the signed-in user's language (their
 * stored record), then the stored language, then the browser's languages, then the visitor's
 * country and the marketplace's default language when start.ts knows them (from the public
 * settings), then es.
 */
export function startLanguage(
  search: string,
  { countryCode, defaultLanguage }: { countryCode?: string | null; defaultLanguage?: Language } = {},
): Language {
  return resolveStartLanguage({ ...visitorSources(search), countryCode, defaultLanguage });
}

/**
 * Whether the language is already decided (the URL, a signed-in user, a choice on this device, or a
 * language of ours among the browser's): the public settings and the country are then not needed.
 */
export function hasChosenLanguage(search: string): boolean {
  return chosenLanguage(visitorSources(search)) !== null;
}

/** The current language of an instance, as one of ours. */
export function currentLanguage(i18n: I18n): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * A fresh i18next instance in `language`, resolved once its start catalogues are loaded; with
 * `errorsOnDemand`, the error messages load at the first interaction instead (or sooner, by
 * `loadNamespaces('errors')`), and the screens using them render again once they are in.
 */
export async function createI18n(language: Language, errorsOnDemand = false): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(catalogueBackend).use(initReactI18next);
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await instance.init({
    lng: language,
    supportedLngs: LANGUAGES,
    fallbackLng: false,
    load: 'currentOnly',
    ns: START_NAMESPACES.filter((namespace) => !(errorsOnDemand && namespace === 'errors')),
    defaultNS: 'common',
    fallbackNS: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true, ...(errorsOnDemand ? { bindI18nStore: 'added' } : {}) },
  });
  document.documentElement.lang = language;
  if (errorsOnDemand) {
    const loadErrors = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, loadErrors, true);
      void instance.loadNamespaces('errors');
    };
    for (const type of INTERACTIONS)
      window.addEventListener(type, loadErrors, { capture: true, passive: true });
  }
  return instance;
}
