// The catalogues as flat maps of texts, for the tests that read every message of every language.
import type { Language } from '@roadbook/domain/constants';

import { NAMESPACES, type Namespace } from '../namespaces';
import { resources } from '../resources';

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const INTERPOLATION = /{{\s*([^\s,}]+)[^}]*}}/g;

/** `{ a: { b: 'x' } }` → `Map { 'a.b' => 'x' }`; fails on anything that is neither text nor object. */
export function flatten(value: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  if (typeof value !== 'object' || value === null) throw new Error(`not an object at ${prefix}`);
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') entries.set(path, child);
    else for (const [k, v] of flatten(child, path)) entries.set(k, v);
  }
  return entries;
}

export function messages(language: Language, namespace: Namespace): Map<string, string> {
  return flatten(resources[language][namespace]);
}

/** Every message of a language, keyed `namespace:key`. */
export function allMessages(language: Language): Map<string, string> {
  const entries = new Map<string, string>();
  for (const namespace of NAMESPACES) {
    for (const [key, text] of messages(language, namespace)) entries.set(`${namespace}:${key}`, text);
  }
  return entries;
}

/** `units.hour_one` → `units.hour`: the key as the code passes it, with a `count`. */
export function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/** The names of the `{{…}}` placeholders of a text, sorted, each once per use. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(INTERPOLATION)].map((match) => match[1] ?? '').sort();
}
