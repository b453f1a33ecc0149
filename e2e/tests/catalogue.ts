import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/** A text of the catalogues, to compare the page with what translators wrote. */
export function text(language: 'en' | 'fr' | 'es', key: string, namespace = 'common'): string {
  const file = path.resolve(
    import.meta.dirname,
    '../../packages/i18n/locales',
    language,
    `${namespace}.json`,
  );
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${language}:${namespace}:${key}`);
  return node;
}

/**
 * A message as the page shows it: `{{name}}` filled in, and with `count` the plural form the language
 * picks (`key_one`, `key_other`), as i18next does.
 */
export function message(
  language: 'en' | 'fr' | 'es',
  key: string,
  namespace: string,
  params: Record<string, string | number> = {},
): string {
  const { count } = params;
  const form = typeof count === 'number' ? `_${new Intl.PluralRules(language).select(count)}` : '';
  return text(language, `${key}${form}`, namespace).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}
