// The help centres (product-rules.md § Information pages): articles for drivers and for suppliers,
// each under a topic, searched in the reader's language.

export const HELP_AUDIENCES = ['drivers', 'suppliers'] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];

/** The topics of each help centre, in the order the centre lists them. */
export const HELP_TOPICS = {
  drivers: ['booking', 'paying', 'deposits', 'amending', 'cancelling', 'licence', 'age', 'roadside'],
  suppliers: ['joining', 'fleet', 'prices', 'payouts', 'bookings'],
} as const satisfies Record<HelpAudience, readonly string[]>;
export type HelpTopic = (typeof HELP_TOPICS)[HelpAudience][number];

/** An article's address part: lower-case words joined by hyphens. */
export const HELP_ARTICLE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const HELP_ARTICLE_ID_MAX_LENGTH = 100;

/** Longest help search, in characters; shorter than 2 finds nothing. */
export const HELP_QUERY_MAX_LENGTH = 200;
export const HELP_QUERY_MIN_LENGTH = 2;
/** Most results a help search answers. */
export const HELP_SEARCH_LIMIT = 20;

/**
 * The marks around the words a search found, in a result's title and extract: control characters no
 * text holds, so that a page shows them as highlights without ever reading the text as HTML.
 */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_END = '\u0003';

export interface HighlightedPart {
  text: string;
  highlighted: boolean;
}

/** 'a \u0002b\u0003 c' → [a ] [b, highlighted] [ c]: how a page shows a result's marks. */
export function highlightedParts(text: string): HighlightedPart[] {
  const parts: HighlightedPart[] = [];
  let highlighted = false;
  const marks = new RegExp(`([${HIGHLIGHT_START}${HIGHLIGHT_END}])`);
  for (const piece of text.split(marks)) {
    if (piece === HIGHLIGHT_START) highlighted = true;
    else if (piece === HIGHLIGHT_END) highlighted = false;
    else if (piece !== '') parts.push({ text: piece, highlighted });
  }
  return parts;
}
