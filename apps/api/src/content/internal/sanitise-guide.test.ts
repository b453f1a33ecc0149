import { describe, expect, it } from 'vitest';
import { GUIDE_ELEMENTS } from '@roadbook/domain/guide-html';
import { sanitiseGuide } from './sanitise-guide';

describe('sanitiseGuide', () => {
  it('keeps the formatting the editor offers, as it was written', () => {
    const html =
      '<h2>Rates</h2><h3>Agencies</h3><p>Our <strong>best</strong> <em>offers</em>, <u>always</u> ' +
      '<s>never</s> <a href="https://roadbook.example" rel="noopener noreferrer">link</a></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted<br>line</blockquote>' +
      '<pre><code>code</code></pre><table><thead><tr><th>Size</th></tr></thead>' +
      '<tbody><tr><td>Mini</td></tr></tbody></table>';
    expect(sanitiseGuide(html)).toBe(html);
    for (const element of GUIDE_ELEMENTS) expect(html.includes(`<${element}`), element).toBe(true);
  });

  it.each([
    ['a script', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    [
      'a script inside a kept element',
      '<strong><script>document.cookie</script>bold</strong>',
      '<strong>bold</strong>',
    ],
    ['an event handler', '<p onclick="steal()" onmouseover="steal()">text</p>', '<p>text</p>'],
    ['an image with onerror', '<img src="x" onerror="alert(1)"><p>after</p>', '<p>after</p>'],
    [
      'a style attribute and element',
      '<p style="color:red">red</p><style>p { display: none }</style>',
      '<p>red</p>',
    ],
    ['a class and an id', '<p class="x" id="y" title="z">text</p>', '<p>text</p>'],
    ['an iframe', '<iframe src="https://example.com"></iframe><p>x</p>', '<p>x</p>'],
    [
      'an svg with a script and a link',
      '<svg><script>alert(1)</script><a href="https://x.test">s</a></svg>',
      '',
    ],
    ['an svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>ok', 'ok'],
    ['MathML', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['a form', '<form action="https://evil.test"><input name="password"><button>Go</button></form>', 'Go'],
    ['a split script tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['a template', '<template><script>alert(1)</script></template>', ''],
    [
      'markup hidden in an attribute of noscript',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<p></p>',
    ],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">text', 'text'],
    ['a data attribute and aria', '<p data-x="1" aria-label="y">t</p>', '<p>t</p>'],
    ['elements outside the set, keeping their words', '<div><span>one</span></div><h1>Two</h1>', 'oneTwo'],
    ['control characters', 'a\u0000b\u0001c\u007f', 'abc'],
  ])('removes %s', (_name, html, expected) => {
    expect(sanitiseGuide(html)).toBe(expected);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['javascript: with a tab inside', '<a href="java\tscript:alert(1)">x</a>'],
    ['javascript: in entities', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['upper-case JAVASCRIPT:', '<a href="JAVASCRIPT:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a relative address', '<a href="/help">x</a>'],
    ['a protocol-relative address', '<a href="//evil.test">x</a>'],
  ])('drops a link to %s but keeps its words', (_name, html) => {
    expect(sanitiseGuide(html)).toBe('<a>x</a>');
  });

  it('keeps http, https and mailto links, which open nothing with access to the page', () => {
    expect(
      sanitiseGuide(
        '<a href="https://roadbook.example/tariffs" target="_blank" rel="opener">t</a> ' +
          '<a href="http://partner.example">p</a> <a href="mailto:sales@roadbook.example">m</a>',
      ),
    ).toBe(
      '<a href="https://roadbook.example/tariffs" rel="noopener noreferrer">t</a> ' +
        '<a href="http://partner.example" rel="noopener noreferrer">p</a> ' +
        '<a href="mailto:sales@roadbook.example" rel="noopener noreferrer">m</a>',
    );
  });

  it('gives an empty text for nothing but markup that goes', () => {
    expect(sanitiseGuide('  <script>alert(1)</script>\n <img src=x> ')).toBe('');
  });
});
