// The commercial guide's HTML, as it may be stored and shown: DOMPurify over a jsdom window keeps the
// small set of formatting elements of @roadbook/domain/guide-html and drops everything else (scripts,
// handlers, styles, frames, images, SVG, forms), keeping the text of elements it unwraps. Links keep
// only an http(s) or mailto address and open nothing with access to the page.
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';
import { withoutControlCharacters } from '@roadbook/domain/control-characters';
import { GUIDE_HTML_POLICY, GUIDE_LINK_REL } from '@roadbook/domain/guide-html';

const CONFIG = GUIDE_HTML_POLICY satisfies Config;

function createSanitiser() {
  const purify = createDOMPurify(new JSDOM('').window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.hasAttribute('href')) node.setAttribute('rel', GUIDE_LINK_REL);
  });
  return purify;
}

let sanitiser: ReturnType<typeof createSanitiser> | undefined;

/** The guide's HTML with only the allowed formatting; '' when nothing of it remains. */
export function sanitiseGuide(html: string): string {
  sanitiser ??= createSanitiser();
  return sanitiser.sanitize(withoutControlCharacters(html), CONFIG).trim();
}
