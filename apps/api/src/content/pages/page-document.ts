// A page's whole HTML document: the built web app's index.html with, in its head, the page's title,
// description, canonical address, its addresses in the other languages, Open Graph tags and
// structured data, and, in the element the app renders into, the page's heading and text. Search
// engines, link previews and visitors without JavaScript read those; the app replaces them when it
// starts.
import type { Language } from '@roadbook/domain/constants';
import { escapeHtml } from './page-markup';

export interface DocumentHead {
  language: Language;
  title: string;
  description: string;
  /** The site's name in the page's language (og:site_name). */
  siteName: string;
  /** The page's address (absolute); none for a page that is not there. */
  canonical: string | null;
  /** The page in each language and x-default (absolute addresses); none for a page not to list. */
  alternates: readonly { hreflang: string; href: string }[];
  /** false: `noindex` (a private or not-found page). */
  isIndexable: boolean;
  openGraphType: 'website' | 'article';
  /** Markup added to the head as is (JSON-LD scripts). */
  extraHead: string;
}

const OPEN_GRAPH_LOCALES: Readonly<Record<Language, string>> = { en: 'en_GB', fr: 'fr_FR', es: 'es_ES' };

const HTML_OPENING = /<html lang="[^"]*">/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/;
const ROOT = '<div id="root"></div>';
const COMMENTS = /\s*<!--[\s\S]*?-->/g;

function headMarkup(head: DocumentHead): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(head.isIndexable ? [] : ['<meta name="robots" content="noindex" />']),
    ...(head.canonical === null ? [] : [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`]),
    ...head.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    meta('og:type', head.openGraphType),
    meta('og:site_name', head.siteName),
    meta('og:title', head.title),
    meta('og:description', head.description),
    ...(head.canonical === null ? [] : [meta('og:url', head.canonical)]),
    meta('og:locale', OPEN_GRAPH_LOCALES[head.language]),
    head.extraHead,
  ].join('\n');
}

/**
 * Reads the built index.html once (its comments left out) and returns the function that writes a
 * page's document from it. Throws when the file lacks one of the places a page fills in.
 */
export function createDocumentWriter(indexHtml: string) {
  const template = indexHtml.replace(COMMENTS, '').replace(DESCRIPTION, '');
  for (const [name, marker] of [
    ['<html lang>', HTML_OPENING],
    ['<title>', TITLE],
    [ROOT, ROOT],
  ] as const) {
    if (typeof marker === 'string' ? !template.includes(marker) : !marker.test(template)) {
      throw new Error(`index.html has no ${name}: the pages cannot be written`);
    }
  }
  return (head: DocumentHead, body: string): string =>
    template
      .replace(HTML_OPENING, `<html lang="${head.language}">`)
      // Functions as replacements: a `$` in a page's words is written as it is.
      .replace(TITLE, () => headMarkup(head))
      .replace(ROOT, () => `<div id="root">${body}</div>`);
}

export type DocumentWriter = ReturnType<typeof createDocumentWriter>;
