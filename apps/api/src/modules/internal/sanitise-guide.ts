// The commercial guide's HTML, as it may be stored and shown: DOMPurify over a jsdom window keeps a
// small set of formatting elements and drops everything else (scripts, handlers, styles, frames,
// images, SVG, forms), keeping the text of elements it unwraps. Links keep only an http(s) or mailto
// address and open nothing with access to the page.
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

/** The formatting the guide's editor offers. */
export const GUIDE_ELEMENTS = [
  'p',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'br',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

const CONFIG = {
  ALLOWED_TAGS: [...GUIDE_ELEMENTS],
  ALLOWED_ATTR: ['href'],
  // Only absolute web and mail addresses (DOMPurify ignores whitespace and control characters in
  // the address when it tests it, so `java\tscript:` is no way round).
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // The text of a removed element stays (a `<span>`'s words), but never that of these.
  FORBID_CONTENTS: [
    'script',
    'style',
    'template',
    'iframe',
    'object',
    'embed',
    'noscript',
    'svg',
    'math',
    'title',
  ],
  RETURN_TRUSTED_TYPE: false,
} satisfies Config;

/** Control characters other than tabs and line breaks, which no formatted text needs. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function createSanitiser() {
  const purify = createDOMPurify(new JSDOM('').window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purify;
}

let sanitiser: ReturnType<typeof createSanitiser> | undefined;

/** The guide's HTML with only the allowed formatting; '' when nothing of it remains. */
export function sanitiseGuide(html: string): string {
  sanitiser ??= createSanitiser();
  return sanitiser.sanitize(html.replace(CONTROL_CHARACTERS, ''), CONFIG).trim();
}
