// The rich text of the catalogues and the help articles: paragraphs separated by a blank line, lists
// of lines that start with "- ", `**bold**` and `[label](address)` links. Read into a tree that the
// RichText component renders as React elements: the text is never read as HTML.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block = { kind: 'paragraph'; children: Inline[] } | { kind: 'list'; items: Inline[][] };

const LIST_ITEM = /^\s*- /;
// A link `[label](address)` (the address without spaces or parentheses) or bold `**text**`.
const MARK = /\[([^\]\n]+)\]\(([^()\s]+)\)|\*\*([^*\n](?:[^*\n]|\*(?!\*))*)\*\*/g;

// A backslash reads as a slash in a browser's web address (`/\host` is `//host`, another site), and
// tabs, line breaks and other control characters are dropped from it: neither belongs in a link.
function hasUnsafeCharacter(href: string): boolean {
  for (const character of href) {
    const code = character.charCodeAt(0);
    if (character === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Only the site's own paths, web pages and email addresses are links; anything else stays text. */
export function isSafeHref(href: string): boolean {
  if (hasUnsafeCharacter(href)) return false;
  return (
    (href.startsWith('/') && !href.startsWith('//')) ||
    href.startsWith('#') ||
    /^https:\/\/[^\s/]/.test(href) ||
    /^mailto:[^\s@]+@[^\s@]+$/.test(href)
  );
}

export function parseInline(text: string): Inline[] {
  const inlines: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    const [whole, label, href, bold] = match;
    if (match.index > last) inlines.push({ kind: 'text', text: text.slice(last, match.index) });
    if (bold !== undefined) {
      inlines.push({ kind: 'bold', children: parseInline(bold) });
    } else if (label !== undefined && href !== undefined && isSafeHref(href)) {
      inlines.push({ kind: 'link', href, children: parseInline(label) });
    } else {
      inlines.push({ kind: 'text', text: label ?? whole });
    }
    last = match.index + whole.length;
  }
  if (last < text.length) inlines.push({ kind: 'text', text: text.slice(last) });
  return inlines;
}

/** A text's blocks: each run of "- " lines is a list, each other run of lines a paragraph. */
export function parseRichText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length > 0)
        blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
      if (items.length > 0) blocks.push({ kind: 'list', items: items.map(parseInline) });
      paragraph = [];
      items = [];
    };
    for (const line of chunk.split('\n')) {
      if (line.trim() === '') continue;
      if (LIST_ITEM.test(line)) {
        if (paragraph.length > 0) flush();
        items.push(line.replace(LIST_ITEM, '').trim());
      } else {
        if (items.length > 0) flush();
        paragraph.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}

/** The words alone, without the marks (a page's description, a search result). */
export function plainText(text: string): string {
  const words = (inlines: Inline[]): string =>
    inlines.map((inline) => (inline.kind === 'text' ? inline.text : words(inline.children))).join('');
  return parseRichText(text)
    .map((block) => (block.kind === 'paragraph' ? words(block.children) : block.items.map(words).join(' ')))
    .join(' ');
}
