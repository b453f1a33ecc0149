// The commercial guide's HTML policy: the formatting its editor offers, and nothing else. The API
// sanitises every saved text with it (DOMPurify over jsdom) and the internal pages sanitise again
// before showing one (DOMPurify in the browser): the same options for both, in DOMPurify's words.

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

export const GUIDE_HTML_POLICY = {
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
};

/** Links of the guide open nothing with access to the page. */
export const GUIDE_LINK_REL = 'noopener noreferrer';
