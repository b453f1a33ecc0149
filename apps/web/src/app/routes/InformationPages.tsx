// The information and legal pages, one chunk for all: they share the document layout and its words
// (router.tsx picks each page). The two with a form are ContactPages.tsx's: forms bring their schemas.
import { formatCalendarDay } from '@roadbook/domain/calendar-day';
import { PRIVACY_POLICY_EFFECTIVE_DATE } from '@roadbook/domain/constants';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ButtonLink';
import { RichText } from '@/components/RichText';
import { CookieTable } from '@/features/information/components/CookieTable';
import styles from '@/features/information/components/Document.module.css';
import { DocumentPage } from '@/features/information/components/DocumentPage';
import { FaqGroups } from '@/features/information/components/FaqGroups';
import { LatestBookings } from '@/features/information/components/LatestBookings';
import { usePolicyValues } from '@/features/information/lib/policy-values';
import { currentLanguage } from '@/lib/i18n';
import { paths, signInPath, withLanguage } from '@/lib/paths';
import { useStoredUser } from '@/lib/stored-user';
import { useLanguageParam } from '@/lib/use-language-param';
import reading from '@/components/reading.module.css';
import { useTitledMeta } from '@/lib/use-titled-meta';

import type { PageModule } from '../route-deps';
import { createPolicyLoader } from './policy-loader';

function AboutPage() {
  const { t } = useTranslation('info');
  const language = useLanguageParam();
  useTitledMeta(t('about.meta.title'), t('about.meta.description'));
  return (
    <DocumentPage
      title={t('about.title')}
      intro={t('about.intro')}
      sections={t('about.sections', { returnObjects: true })}
    >
      <section aria-labelledby="about-cta" className={reading.panel}>
        <h2 id="about-cta">{t('about.cta.title')}</h2>
        <div className={styles.actions}>
          <ButtonLink to={withLanguage(paths.search, language)}>{t('about.cta.search')}</ButtonLink>
          <ButtonLink to={withLanguage(paths.supplierJoin, language)}>{t('about.cta.join')}</ButtonLink>
        </div>
      </section>
    </DocumentPage>
  );
}

function PrivacyPage() {
  const { t, i18n } = useTranslation('legal');
  const values = usePolicyValues();
  useTitledMeta(t('privacy.meta.title'), t('privacy.meta.description'));
  return (
    <DocumentPage
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      dateLine={t('common.effective', {
        date: formatCalendarDay(PRIVACY_POLICY_EFFECTIVE_DATE, currentLanguage(i18n)),
      })}
      contentsTitle={t('common.contents')}
      sections={t('privacy.sections', { returnObjects: true, ...values })}
    />
  );
}

function TermsPage() {
  const { t } = useTranslation('legal');
  const values = usePolicyValues();
  useTitledMeta(t('terms.meta.title'), t('terms.meta.description'));
  return (
    <DocumentPage
      title={t('terms.title')}
      intro={t('terms.intro')}
      contentsTitle={t('common.contents')}
      sections={t('terms.sections', { returnObjects: true, ...values })}
    />
  );
}

function CookiePolicyPage() {
  const { t } = useTranslation('legal');
  const values = usePolicyValues();
  useTitledMeta(t('cookies.meta.title'), t('cookies.meta.description'));
  return (
    <DocumentPage
      title={t('cookies.title')}
      intro={t('cookies.intro')}
      contentsTitle={t('common.contents')}
      sections={t('cookies.sections', { returnObjects: true, ...values })}
      extras={{ whatWeUse: <CookieTable values={values} /> }}
    />
  );
}

function AccessibilityPage() {
  const { t } = useTranslation('legal');
  const values = usePolicyValues();
  useTitledMeta(t('accessibility.meta.title'), t('accessibility.meta.description'));
  return (
    <DocumentPage
      title={t('accessibility.title')}
      intro={t('accessibility.intro')}
      sections={t('accessibility.sections', { returnObjects: true, ...values })}
    />
  );
}

function FaqPage() {
  const { t } = useTranslation('info');
  const values = usePolicyValues();
  useTitledMeta(t('faq.meta.title'), t('faq.meta.description'));
  return (
    <DocumentPage title={t('faq.title')} intro={t('faq.intro')} sections={{}}>
      <FaqGroups groups={t('faq.groups', { returnObjects: true, ...values })} />
      <section aria-labelledby="faq-more" className={reading.panel}>
        <h2 id="faq-more">{t('faq.more.title')}</h2>
        <RichText text={t('faq.more.body', values)} className={reading.body} />
      </section>
    </DocumentPage>
  );
}

function SupportBookings() {
  const { t } = useTranslation('info');
  const language = useLanguageParam();
  const isSignedIn = useStoredUser() !== null;
  return (
    <section aria-labelledby="support-bookings" className={reading.panel}>
      <h2 id="support-bookings">{t('support.bookings.title')}</h2>
      <p>{isSignedIn ? t('support.bookings.signedIn') : t('support.bookings.signedOut')}</p>
      {isSignedIn && <LatestBookings />}
      <div className={styles.actions}>
        {isSignedIn ? (
          <ButtonLink to={withLanguage(paths.bookings, language)}>{t('support.bookings.action')}</ButtonLink>
        ) : (
          <ButtonLink to={signInPath(paths.bookings, language)}>{t('support.bookings.signIn')}</ButtonLink>
        )}
      </div>
    </section>
  );
}

function SupportPage() {
  const { t } = useTranslation('info');
  const values = usePolicyValues();
  useTitledMeta(t('support.meta.title'), t('support.meta.description'));
  return (
    <DocumentPage
      title={t('support.title')}
      intro={t('support.intro')}
      sections={t('support.sections', { returnObjects: true, ...values })}
    >
      <SupportBookings />
    </DocumentPage>
  );
}

export const about: PageModule = { Component: AboutPage };
export const privacy: PageModule = { Component: PrivacyPage, createLoader: createPolicyLoader };
export const terms: PageModule = { Component: TermsPage, createLoader: createPolicyLoader };
export const cookiePolicy: PageModule = { Component: CookiePolicyPage, createLoader: createPolicyLoader };
export const accessibility: PageModule = { Component: AccessibilityPage, createLoader: createPolicyLoader };
export const faq: PageModule = { Component: FaqPage, createLoader: createPolicyLoader };
export const support: PageModule = { Component: SupportPage, createLoader: createPolicyLoader };
