// The pieces of a page's server-rendered HTML: the catalogues' rich text (@roadbook/domain/rich-text)
// as elements, every word escaped, and structured data as a JSON-LD block that no text can close.
import { parseRichText, type Inline } from '@roadbook/domain/rich-text';
import { escapeHtml } from '../../http/escape-markup';

function inlineHtml(inlines: readonly Inline[]): string {
  return inlines
    .map((inline) => {
      switch (inline.kind) {
        case 'text':
          return escapeHtml(inline.text);
        case 'bold':
          return `<strong>${inlineHtml(inline.children)}</strong>`;
        case 'link':
          return `<a href="${escapeHtml(inline.href)}">${inlineHtml(inline.children)}</a>`;
      }
    })
    .join('');
}

/** Rich text as paragraphs and lists. */
export function richTextHtml(text: string): string {
  return parseRichText(text)
    .map((block) =>
      block.kind === 'paragraph'
        ? `<p>${inlineHtml(block.children)}</p>`
        : `<ul>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`,
    )
    .join('');
}

/** A heading and its rich text, as a section. */
export function sectionHtml(heading: string, body: string, level: 2 | 3 = 2): string {
  return `<section><h${level}>${escapeHtml(heading)}</h${level}>${richTextHtml(body)}</section>`;
}

/** Links as a list (`{ label, href }`, the address already the site's). */
export function linkListHtml(links: readonly { label: string; href: string }[]): string {
  const items = links.map(
    ({ label, href }) => `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

/**
 * Structured data (schema.org) as a JSON-LD script. `<` is written `\u003c`, so that no value can
 * end the script element.
 */
export function jsonLdHtml(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export { escapeHtml };
