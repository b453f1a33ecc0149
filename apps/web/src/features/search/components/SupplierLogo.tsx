import { SUPPLIER_IMAGE_SIZE } from '@roadbook/domain/constants';
import type { SupplierRef } from '@roadbook/domain/contracts/suppliers';

import styles from './CarCard.module.css';

interface SupplierLogoProps {
  supplier: SupplierRef;
  /** Beside the supplier's name already written out: the logo says nothing more. */
  decorative?: boolean;
}

/** A supplier's 60x30 logo, or a box of the same size when it has none (with its name, unless decorative). */
export function SupplierLogo({ supplier, decorative = false }: SupplierLogoProps) {
  if (supplier.logo === null) {
    return decorative ? (
      <span aria-hidden="true" className={styles.logo} />
    ) : (
      <span className={`${styles.logo} ${styles.logoText}`}>{supplier.name}</span>
    );
  }
  return (
    <img
      src={supplier.logo}
      alt={decorative ? '' : supplier.name}
      width={SUPPLIER_IMAGE_SIZE.width}
      height={SUPPLIER_IMAGE_SIZE.height}
      loading="lazy"
      decoding="async"
      className={styles.logo}
    />
  );
}
