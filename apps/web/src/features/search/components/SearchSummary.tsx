import { useTranslation } from 'react-i18next';

import { EditIcon } from '@/components/icons/car-icons';
import { currentLanguage } from '@/lib/i18n';

import controls from './controls.module.css';
import styles from './SearchSummary.module.css';

interface SearchSummaryProps {
  pickUpName: string;
  /** Null when the car goes back where it was picked up. */
  dropOffName: string | null;
  from: string;
  to: string;
  isFormOpen: boolean;
  /** Id of the search form's region that "Modify" reveals. */
  formId: string;
  onToggleForm: () => void;
}

/** The search in one line (places, dates) with a "Modify" button revealing the search form. */
export function SearchSummary({
  pickUpName,
  dropOffName,
  from,
  to,
  isFormOpen,
  formId,
  onToggleForm,
}: SearchSummaryProps) {
  const { t, i18n } = useTranslation('search');
  const format = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium', timeStyle: 'short' });
  const date = (iso: string) => format.format(new Date(iso));

  return (
    <section aria-label={t('summary.label')} className={styles.summary}>
      <dl className={styles.places}>
        <div>
          <dt className={styles.term}>{t('summary.pickUp')}</dt>
          <dd className={styles.value}>{`${pickUpName} · ${date(from)}`}</dd>
        </div>
        <div>
          <dt className={styles.term}>{t('summary.dropOff')}</dt>
          <dd className={styles.value}>{`${dropOffName ?? t('summary.samePlace')} · ${date(to)}`}</dd>
        </div>
      </dl>
      <button
        type="button"
        className={isFormOpen ? `${controls.button} ${controls.primary}` : controls.button}
        aria-expanded={isFormOpen}
        aria-controls={formId}
        onClick={onToggleForm}
      >
        <EditIcon />
        {t('summary.modify')}
      </button>
    </section>
  );
}
