import { lazy } from 'react';
import { getI18n, useTranslation } from 'react-i18next';

import { NearViewport } from '@/components/NearViewport';
import { Hero } from '@/features/home/components/Hero';
import { Promises } from '@/features/home/components/Promises';
import { VehicleRanges } from '@/features/home/components/VehicleRanges';
import { SearchForm } from '@/features/search-form/components/SearchForm';
import { useDocumentMeta } from '@/lib/use-page-meta';

/** About the height of the sections below the fold, kept for them until they load. */
const LOWER_SECTIONS_HEIGHT = 1200;

/** The sections below the fold and their words (`homeLower`), fetched together as they near the viewport. */
const HomePageLower = lazy(async () => {
  const [lower] = await Promise.all([import('./HomePageLower'), getI18n().loadNamespaces('homeLower')]);
  return { default: lower.HomePageLower };
});

/** /home, the professional home: a clean split hero, trust first. */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <Hero
        variant="split"
        heading={t('pages.professional.heading')}
        lead={t('pages.professional.lead')}
        points={[
          t('pages.professional.trust.exactPrices'),
          t('pages.professional.trust.localAgencies'),
          t('pages.professional.trust.support'),
        ]}
        form={<SearchForm />}
      />
      <Promises variant="strip" tone="muted" />
      <VehicleRanges variant="tiles" />
      <NearViewport placeholder={<div style={{ minHeight: LOWER_SECTIONS_HEIGHT }} />}>
        <HomePageLower />
      </NearViewport>
    </>
  );
}

export { HomePage as Component };
