// No `{{…}}` reaches a page or an email: every placeholder of a text gets a value from each call that
// reads it, in every language (the languages share their placeholders: catalogues.test.ts).
import { LANGUAGES } from '@roadbook/domain/constants';
import { describe, expect, it } from 'vitest';

import type { Namespace } from './namespaces';
import { baseKey, messages, placeholders } from './testing/catalogue-messages';
import { REPOSITORY, sourceFiles, translationCalls, type TranslationCall } from './testing/translation-calls';

const CALLS = translationCalls([
  ...sourceFiles(`${REPOSITORY}/apps/web/src`),
  ...sourceFiles(`${REPOSITORY}/apps/api/src`),
  ...sourceFiles(`${REPOSITORY}/packages/i18n/src`),
]);

/** The texts a call may read, keyed `language namespace:key`. */
function textsOf(call: TranslationCall): Map<string, string> {
  const texts = new Map<string, string>();
  for (const language of LANGUAGES) {
    for (const namespace of call.namespaces ?? []) {
      for (const [key, text] of messages(language, namespace as Namespace)) {
        if (call.pattern.test(baseKey(key))) texts.set(`${language} ${namespace}:${key}`, text);
      }
    }
  }
  return texts;
}

/** Whether a call reads a whole branch of a catalogue (`returnObjects`) rather than one text. */
function readsBranch(call: TranslationCall): boolean {
  return (call.namespaces ?? []).some((namespace) =>
    [...messages('en', namespace as Namespace).keys()].some((key) => key.startsWith(`${call.key}.`)),
  );
}

describe('the translation calls of the site and the API', () => {
  it('are found, with their parameters, in both', () => {
    // A guard on the reading itself: were the calls no longer recognised, the tests below would pass idly.
    expect(CALLS.filter((call) => call.where.startsWith('apps/web/')).length).toBeGreaterThan(1000);
    expect(CALLS.filter((call) => call.where.startsWith('apps/api/')).length).toBeGreaterThan(100);
    expect(CALLS.filter((call) => call.params !== 'unknown' && call.params.size > 0).length).toBeGreaterThan(
      100,
    );
  });

  it('name their translator, so that the namespace of each key is known', () => {
    expect(
      CALLS.filter((call) => call.namespaces === null).map((call) => `${call.where} ${call.key}`),
    ).toEqual([]);
  });

  it('read keys that exist', () => {
    const missing = CALLS.filter(
      (call) => call.namespaces !== null && textsOf(call).size === 0 && !readsBranch(call),
    ).map((call) => `${call.where} ${call.namespaces?.join('|')}:${call.key}`);
    expect(missing).toEqual([]);
  });

  it('give every placeholder of the text a value, in every language', () => {
    const unfilled: string[] = [];
    for (const call of CALLS) {
      const { params } = call;
      if (params === 'unknown') continue;
      const texts = textsOf(call);
      // A computed key reads one of several texts, chosen by code this reading cannot follow: only
      // the placeholders all of them have must be given.
      const shared = (name: string) => [...texts.values()].every((text) => placeholders(text).includes(name));
      for (const [id, text] of texts) {
        const left = placeholders(text).filter(
          (name) => !params.has(name) && (call.isLiteral || shared(name)),
        );
        if (left.length > 0) unfilled.push(`${call.where} ${id}: {{${[...new Set(left)].join('}}, {{')}}}`);
      }
    }
    expect(unfilled).toEqual([]);
  });
});
