import { SUPPLIER_IMAGE_SIZE } from '@roadbook/domain/constants';
import type { SupplierSummary } from '@roadbook/domain/contracts/suppliers';
import { formatNumber } from '@roadbook/i18n/format-number';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { currentLanguage } from '@/lib/i18n';
import { searchPath } from '@/lib/paths';

import styles from './SupplierCard.module.css';

interface SupplierCardProps {
  supplier: SupplierSummary;
  /** Below the fold: the logo loads when it scrolls near. */
  lazyLogo: boolean;
}

/** A supplier's logo (60x30), name and vehicle count, leading to the search filtered on it. */
export function SupplierCard({ supplier, lazyLogo }: SupplierCardProps) {
  const { t, i18n } = useTranslation('places');
  const count = supplier.carCount;
  return (
    <Link to={searchPath({ supplier: [supplier.id] })} className={styles.card}>
      {supplier.logo === null ? (
        <span
          aria-hidden="true"
          className={styles.blank}
          style={{ width: SUPPLIER_IMAGE_SIZE.width, height: SUPPLIER_IMAGE_SIZE.height }}
        />
      ) : (
        <img
          src={supplier.logo}
          alt={supplier.name}
          className={styles.logo}
          width={SUPPLIER_IMAGE_SIZE.width}
          height={SUPPLIER_IMAGE_SIZE.height}
          loading={lazyLogo ? 'lazy' : 'eager'}
          decoding="async"
        />
      )}{' '}
      <span>
        {/* With a logo, its text alternative already names the supplier. */}
        <span aria-hidden={supplier.logo === null ? undefined : true} className={styles.name}>
          {supplier.name}
        </span>{' '}
        <span className={styles.detail}>
          {t('suppliers.vehicles', { count, number: formatNumber(count, currentLanguage(i18n)) })}
        </span>
      </span>
    </Link>
  );
}
