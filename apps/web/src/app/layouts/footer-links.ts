import type { CommonKey } from '@roadbook/i18n/namespaces';

import { paths } from '@/lib/paths';

// The footer links (product-rules.md § Pages and addresses) — the spec's ten and the accessibility
// statement — grouped under four headings.

export interface FooterLink {
  labelKey: CommonKey;
  to: string;
}

export interface FooterSection {
  id: 'company' | 'rental' | 'help' | 'legal';
  links: readonly FooterLink[];
}

export const FOOTER_SECTIONS: readonly FooterSection[] = [
  {
    id: 'company',
    links: [
      { labelKey: 'footer.aboutUs', to: paths.about },
      { labelKey: 'footer.contact', to: paths.contact },
    ],
  },
  {
    id: 'rental',
    links: [
      { labelKey: 'footer.rentACar', to: paths.search },
      { labelKey: 'footer.suppliers', to: paths.suppliers },
      { labelKey: 'footer.locations', to: paths.locations },
    ],
  },
  {
    id: 'help',
    links: [
      { labelKey: 'footer.support', to: paths.support },
      { labelKey: 'footer.faq', to: paths.faq },
    ],
  },
  {
    id: 'legal',
    links: [
      { labelKey: 'footer.terms', to: paths.terms },
      { labelKey: 'footer.privacyPolicy', to: paths.privacy },
      { labelKey: 'footer.cookiePolicy', to: paths.cookiePolicy },
      { labelKey: 'footer.accessibility', to: paths.accessibility },
    ],
  },
];
