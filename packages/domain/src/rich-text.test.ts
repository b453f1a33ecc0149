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

  it('gives the words alone', () => {
    expect(plainText('A **b** [c](/d).\n\n- e\n- f')).toBe('A b c. e f');
  });
});
