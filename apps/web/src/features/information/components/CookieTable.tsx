import { SITE_STORAGE, type SiteStorageId } from '@roadbook/domain/site-storage';
import { useTranslation } from 'react-i18next';

import type { PolicyValues } from '../lib/policy-values';
import styles from './Document.module.css';

/** Every cookie and stored item the site sets (@roadbook/domain/site-storage), with its purpose and lifetime. */
export function CookieTable({ values }: { values: PolicyValues }) {
  const { t } = useTranslation('legal');
  const ids = Object.keys(SITE_STORAGE) as SiteStorageId[];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('cookies.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cookies.table.name')}</th>
            <th scope="col">{t('cookies.table.where')}</th>
            <th scope="col">{t('cookies.table.purpose')}</th>
            <th scope="col">{t('cookies.table.lifetime')}</th>
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => (
            <tr key={id}>
              <th scope="row">
                <code>{SITE_STORAGE[id].name}</code>
              </th>
              <td>{t(`cookies.where.${SITE_STORAGE[id].where}`)}</td>
              <td>{t(`cookies.items.${id}.purpose`)}</td>
              <td>{t(`cookies.items.${id}.lifetime`, values)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
