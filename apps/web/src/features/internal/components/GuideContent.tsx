import { GUIDE_HTML_POLICY, GUIDE_LINK_REL } from '@roadbook/domain/guide-html';
import DOMPurify from 'dompurify';

import styles from './Internal.module.css';

let isHooked = false;

/** The guide's HTML as the API's policy allows it, sanitised again here before it is shown. */
function sanitise(html: string): string {
  if (!isHooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', GUIDE_LINK_REL);
    });
    isHooked = true;
  }
  return DOMPurify.sanitize(html, GUIDE_HTML_POLICY);
}

/** A revision of the guide: the editor's formatting, nothing else. */
export function GuideContent({ html, label }: { html: string; label: string }) {
  return (
    <div
      role="document"
      aria-label={label}
      className={styles.guide}
      // Sanitised twice: by the API when saved, and above.
      dangerouslySetInnerHTML={{ __html: sanitise(html) }}
    />
  );
}
