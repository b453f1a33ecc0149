import { useTranslation } from 'react-i18next';

import { Destinations } from '@/features/home/components/Destinations';
import { FaqTeaser } from '@/features/home/components/FaqTeaser';
import { Hero } from '@/features/home/components/Hero';
import { HomeMap } from '@/features/home/components/HomeMap';
import { HomeTopBar } from '@/features/home/components/HomeTopBar';
import { Promises } from '@/features/home/components/Promises';
import { Suppliers } from '@/features/home/components/Suppliers';
import { VehicleRanges } from '@/features/home/components/VehicleRanges';
import { SearchForm } from '@/features/search-form/components/SearchForm';
import { useDocumentMeta } from '@/lib/use-page-meta';

/** /home, the professional home: its own slim bar, a clean split hero, trust first. */
export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <HomeTopBar />
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
      <Destinations variant="columns" tone="muted" />
      <Suppliers />
      <HomeMap height={400} />
      <FaqTeaser tone="muted" />
    </>
  );
}

export { HomePage as Component };
