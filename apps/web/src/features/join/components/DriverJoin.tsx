import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ButtonLink';
import { paths, signInPath, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

import styles from './Join.module.css';
import { LeadForm } from './LeadForm';
import { ReasonList } from './ReasonList';

/** /drivers/join: why drive with Roadbook, the ways to start, and a driver's details left for the team. */
export function DriverJoin() {
  const { t } = useTranslation('join');
  const language = useLanguageParam();
  const reasons = (['choice', 'price', 'payment', 'trust', 'language', 'bookings'] as const).map(
    (reason) => ({
      title: t(`driver.reasons.${reason}Title`),
      text: t(`driver.reasons.${reason}Text`),
    }),
  );
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <p className={styles.eyebrow}>{t('driver.eyebrow')}</p>
        <h1 className={styles.title}>{t('driver.heading')}</h1>
        <p className={styles.lead}>{t('driver.lead')}</p>
        <p className={styles.heroActions}>
          <ButtonLink to={withLanguage(paths.search, language)}>{t('driver.search')}</ButtonLink>
          <Link to={signInPath(null, language, paths.signUp)} className={styles.link}>
            {t('driver.signUp')}
          </Link>
        </p>
      </div>
      <section aria-labelledby="driver-reasons">
        <h2 id="driver-reasons" className={styles.sectionTitle}>
          {t('driver.reasonsHeading')}
        </h2>
        <ReasonList reasons={reasons} />
      </section>
      <div className={styles.narrow}>
        <LeadForm audience="drivers" />
      </div>
    </div>
  );
}
