import { describe, expect, it } from 'vitest';

import { isSafeHref, parseInline, parseRichText, plainText } from './rich-text';

describe('rich text', () => {
  it('reads paragraphs, lists, bold and links', () => {
    const text = 'First **bold** line\nsame paragraph.\n\nIntro:\n- one [link](/help)\n- **two**';
    expect(parseRichText(text)).toEqual([
      {
        kind: 'paragraph',
        children: [
          { kind: 'text', text: 'First ' },
          { kind: 'bold', children: [{ kind: 'text', text: 'bold' }] },
          { kind: 'text', text: ' line same paragraph.' },
        ],
      },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Intro:' }] },
      {
        kind: 'list',
        items: [
          [
            { kind: 'text', text: 'one ' },
            { kind: 'link', href: '/help', children: [{ kind: 'text', text: 'link' }] },
          ],
          [{ kind: 'bold', children: [{ kind: 'text', text: 'two' }] }],
        ],
      },
    ]);
  });

  it('makes links of the site’s paths, https pages and email addresses only', () => {
    expect(['/faq', '#cookies', 'https://example.com/a', 'mailto:team@roadbook.test'].every(isSafeHref)).toBe(
      true,
    );
    for (const href of [
      'javascript:alert(1)',
      '//evil.example',
      'http://plain.example',
      'data:text/html,x',
      'mailto:x',
    ]) {
      expect(isSafeHref(href)).toBe(false);
    }
    // An unsafe link keeps its label as text, and markup is never read as such.
    expect(parseInline('[click](javascript:alert) <b>x</b>')).toEqual([
      { kind: 'text', text: 'click' },
      { kind: 'text', text: ' <b>x</b>' },
    ]);
  });

  it('refuses every path a browser reads as another site (backslashes, dropped characters)', () => {
    const site = 'https://roadbook.test';
    const otherSites = [
      '/\\evil.example',
      '\\/evil.example',
      '\\\\evil.example',
      '/\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\\evil.example',
    ];
    for (const href of otherSites) {
      // Each of these leaves the site in a browser (the WHATWG URL parser)…
      expect(new URL(href, site).origin, JSON.stringify(href)).not.toBe(site);
      // …so none is a link.
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false);
    }
    // The site's own paths stay links, and stay on the site.
    for (const href of ['/faq', '/help/a-b?x=1#top', '/%5Cevil.example']) {
      expect(isSafeHref(href), href).toBe(true);
      expect(new URL(href, site).origin).toBe(site);
    }
    // Nor is a path with another control character, which no page of the site holds.
    expect(isSafeHref('/help\u0000')).toBe(false);
    expect(parseInline('[x](/\\evil.example)')).toEqual([{ kind: 'text', text: 'x' }]);
  });

  it('gives the words alone', () => {
    expect(plainText('A **b** [c](/d).\n\n- e\n- f')).toBe('A b c. e f');
  });
});
