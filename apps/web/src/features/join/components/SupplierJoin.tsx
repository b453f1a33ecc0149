import { useTranslation } from 'react-i18next';

import styles from './Join.module.css';
import { LeadForm } from './LeadForm';
import { ReasonList } from './ReasonList';
import { SupplierSignUp } from './SupplierSignUp';

/** Where the hero's links lead on the page. */
const SIGN_UP_ID = 'agency-sign-up';
const TALK_ID = 'talk-to-us';

/**
 * /suppliers/join: why a rental agency rents through Roadbook, how joining goes, and its two ways
 * in — the sign-up, or its details left for a call.
 */
export function SupplierJoin() {
  const { t } = useTranslation('join');
  const reasons = (['reach', 'cost', 'prices', 'places', 'payment', 'trust'] as const).map((reason) => ({
    title: t(`supplier.reasons.${reason}Title`),
    text: t(`supplier.reasons.${reason}Text`),
  }));
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <p className={styles.eyebrow}>{t('supplier.eyebrow')}</p>
        <h1 className={styles.title}>{t('supplier.heading')}</h1>
        <p className={styles.lead}>{t('supplier.lead')}</p>
        <p className={styles.heroActions}>
          <a href={`#${SIGN_UP_ID}`} className="rb-button-link">
            {t('supplier.start')}
          </a>
          <a href={`#${TALK_ID}`} className={styles.link}>
            {t('supplier.talk')}
          </a>
        </p>
      </div>
      <section aria-labelledby="supplier-reasons">
        <h2 id="supplier-reasons" className={styles.sectionTitle}>
          {t('supplier.reasonsHeading')}
        </h2>
        <ReasonList reasons={reasons} />
      </section>
      <section aria-labelledby="supplier-steps">
        <h2 id="supplier-steps" className={styles.sectionTitle}>
          {t('supplier.stepsHeading')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('supplier.steps.signUp')}</li>
          <li>{t('supplier.steps.complete')}</li>
          <li>{t('supplier.steps.fleet')}</li>
          <li>{t('supplier.steps.verify')}</li>
        </ol>
      </section>
      <div className={styles.forms}>
        <div id={SIGN_UP_ID}>
          <SupplierSignUp />
        </div>
        <div id={TALK_ID}>
          <LeadForm audience="suppliers" />
        </div>
      </div>
    </div>
  );
}
