import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConfig } from '@/api/get-config';
import { CurrencyMenu } from '@/features/currency/components/CurrencyMenu';
import { LanguageSelect } from '@/features/language/components/LanguageSelect';
import { paths } from '@/lib/paths';

import { FOOTER_SECTIONS } from './footer-links';

/** On every page: the footer links, the language and currency menus, the copyright. */
export function Footer() {
  const { t } = useTranslation();
  // Until the config is known the suppliers link stays out rather than flash in and out.
  const showSuppliers = useConfig().data?.hideSuppliers === false;
  const year = new Date().getFullYear();

  return (
    <footer className="rb-footer">
      <div className="rb-footer__container">
        <nav aria-label={t('a11y.footerNavigation')} className="rb-footer__sections">
          {FOOTER_SECTIONS.map((section) => (
            <div key={section.id}>
              <h2 className="rb-footer__heading">{t(`footer.sections.${section.id}`)}</h2>
              <ul className="rb-footer__links">
                {section.links
                  .filter((link) => showSuppliers || link.to !== paths.suppliers)
                  .map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="rb-footer__link">
                        {t(link.labelKey)}
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="rb-footer__bottom">
          <LanguageSelect />
          <CurrencyMenu />
          <p className="rb-footer__copyright">{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
