// The contact page and the newsletter page, one chunk: their forms bring the schemas (and zod) that
// the other information pages do without.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { RichText } from '@/components/RichText';
import { ContactForm } from '@/features/information/components/ContactForm';
import { DocumentPage } from '@/features/information/components/DocumentPage';
import { MailingListLink } from '@/features/information/components/MailingListLink';
import { SubscribeForm } from '@/features/information/components/SubscribeForm';
import { usePolicyValues } from '@/features/information/lib/policy-values';
import reading from '@/components/reading.module.css';
import { useTitledMeta } from '@/lib/use-titled-meta';

import type { PageModule } from '../route-deps';
import { createPolicyLoader } from './policy-loader';

function ContactPage() {
  const { t } = useTranslation('info');
  const values = usePolicyValues();
  useTitledMeta(t('contact.meta.title'), t('contact.meta.description'));
  return (
    <DocumentPage title={t('contact.title')} intro={t('contact.intro')} sections={{}}>
      <ContactForm />
      <section aria-labelledby="contact-other" className={reading.panel}>
        <h2 id="contact-other">{t('contact.other.title')}</h2>
        <RichText text={t('contact.other.body', values)} className={reading.body} />
      </section>
    </DocumentPage>
  );
}

/** The link of a newsletter email: `?confirm=…` or `?unsubscribe=…`. */
function useMailingListLink() {
  const [params] = useSearchParams();
  const confirm = params.get('confirm');
  const unsubscribe = params.get('unsubscribe');
  if (confirm !== null) return { link: 'confirm', token: confirm } as const;
  if (unsubscribe !== null) return { link: 'unsubscribe', token: unsubscribe } as const;
  return null;
}

function MarketingPage() {
  const { t } = useTranslation('info');
  const link = useMailingListLink();
  useTitledMeta(t('marketing.meta.title'), t('marketing.meta.description'));
  return (
    <DocumentPage title={t('marketing.title')} intro={t('marketing.intro')} sections={{}}>
      {link !== null && <MailingListLink key={link.token} link={link.link} token={link.token} />}
      <section aria-labelledby="marketing-sends" className={reading.section}>
        <h2 id="marketing-sends">{t('marketing.sends.title')}</h2>
        <RichText text={t('marketing.sends.body')} className={reading.body} />
      </section>
      <SubscribeForm />
    </DocumentPage>
  );
}

export const contact: PageModule = { Component: ContactPage, createLoader: createPolicyLoader };
export const marketing: PageModule = { Component: MarketingPage, createLoader: createPolicyLoader };
