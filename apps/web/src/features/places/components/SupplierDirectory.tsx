import { useTranslation } from 'react-i18next';

import { useSuppliers } from '@/api/get-suppliers';
import { Pagination } from '@/components/Pagination';
import { Skeleton } from '@/components/Skeleton';

import { LoadError } from './LoadError';
import { SupplierCard } from './SupplierCard';
import styles from './SupplierDirectory.module.css';

/** Logos above this index are below the fold on most screens: they load lazily. */
const EAGER_LOGOS = 6;
const SKELETON_CARDS = 6;
/** A card's height, held by its placeholder while the list loads. */
const CARD_HEIGHT = 80;

interface SupplierDirectoryProps {
  page: number;
  /** The address of another page of suppliers. */
  pageHref: (page: number) => string;
}

/** One page of the public suppliers, with loading, empty and error states and the pagination. */
export function SupplierDirectory({ page, pageHref }: SupplierDirectoryProps) {
  const { t } = useTranslation('places');
  const query = useSuppliers(page);

  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;

  if (query.data === undefined) {
    return (
      <>
        <p role="status" className={styles.loading}>
          {t('suppliers.loading')}
        </p>
        <ul aria-hidden="true" className={styles.grid}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <Skeleton height={CARD_HEIGHT} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  const { suppliers, total, pageSize } = query.data;
  if (suppliers.length === 0) {
    return (
      <p role="status" className={styles.empty}>
        {t('suppliers.empty')}
      </p>
    );
  }

  const pages = Math.ceil(total / pageSize);
  return (
    <>
      <ul aria-label={t('suppliers.listLabel')} className={styles.grid}>
        {suppliers.map((supplier, index) => (
          <li key={supplier.id}>
            <SupplierCard supplier={supplier} lazyLogo={index >= EAGER_LOGOS} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pages={pages}
        hrefOf={pageHref}
        texts={{
          label: t('suppliers.pagesLabel'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          position: t('pager.position', { page, pages }),
          pageLink: (link) => t('pager.position', { page: link, pages }),
        }}
      />
    </>
  );
}
