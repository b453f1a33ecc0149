import type { CommonKey } from '@roadbook/i18n/namespaces';

// The ten footer links (spec 2), grouped under four headings.

export interface FooterLink {
  labelKey: CommonKey;
  to: string;
}

export interface FooterSection {
  id: 'company' | 'rental' | 'help' | 'legal';
  links: readonly FooterLink[];
}

export const SUPPLIERS_PATH = '/suppliers';

export const FOOTER_SECTIONS: readonly FooterSection[] = [
  {
    id: 'company',
    links: [
      { labelKey: 'footer.aboutUs', to: '/about' },
      { labelKey: 'footer.contact', to: '/contact' },
    ],
  },
  {
    id: 'rental',
    links: [
      { labelKey: 'footer.rentACar', to: '/search' },
      { labelKey: 'footer.suppliers', to: SUPPLIERS_PATH },
      { labelKey: 'footer.locations', to: '/locations' },
    ],
  },
  {
    id: 'help',
    links: [
      { labelKey: 'footer.support', to: '/support' },
      { labelKey: 'footer.faq', to: '/faq' },
    ],
  },
  {
    id: 'legal',
    links: [
      { labelKey: 'footer.terms', to: '/tos' },
      { labelKey: 'footer.privacyPolicy', to: '/privacy' },
      { labelKey: 'footer.cookiePolicy', to: '/cookie-policy' },
    ],
  },
];
