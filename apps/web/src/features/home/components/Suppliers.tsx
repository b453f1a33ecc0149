import { SUPPLIER_IMAGE_SIZE } from '@roadbook/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { suppliersQueryOptions } from '@/api/get-suppliers';
import { useConfig } from '@/api/get-config';
import { paths, searchPath, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { Section, SectionAction, type SectionTone } from './Section';
import styles from './Suppliers.module.css';

interface SuppliersProps {
  tone?: SectionTone;
}

/** The suppliers' logos, each opening a search on its vehicles; hidden with the HIDE_SUPPLIERS setting. */
export function Suppliers({ tone = 'plain' }: SuppliersProps) {
  const { t } = useTranslation('homeLower');
  const language = useLanguageParam();
  // Until the settings are known the section stays out rather than flash in and out.
  const isShown = useConfig().data?.hideSuppliers === false;
  const suppliers = useQuery({ ...suppliersQueryOptions(), enabled: isShown });
  const list = suppliers.data?.suppliers;

  if (!isShown || suppliers.isError || (list !== undefined && list.length === 0)) return null;

  return (
    <Section
      title={t('suppliers.heading')}
      lead={t('suppliers.lead')}
      tone={tone}
      action={
        <SectionAction to={withLanguage(paths.suppliers, language)}>{t('suppliers.all')}</SectionAction>
      }
    >
      <ul className={styles.strip} aria-busy={list === undefined}>
        {list?.map((supplier) => (
          <li key={supplier.id}>
            <RouterLink className={styles.logo} to={searchPath({ supplier: [supplier.id] }, language)}>
              {supplier.logo === null ? (
                supplier.name
              ) : (
                <img
                  src={supplier.logo}
                  alt={supplier.name}
                  width={SUPPLIER_IMAGE_SIZE.width}
                  height={SUPPLIER_IMAGE_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </RouterLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
