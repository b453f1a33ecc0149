import { useTranslation } from 'react-i18next';

import { Destinations } from '@/features/home/components/Destinations';
import { FaqTeaser } from '@/features/home/components/FaqTeaser';
import { Hero } from '@/features/home/components/Hero';
import { HomeMap } from '@/features/home/components/HomeMap';
import { Promises } from '@/features/home/components/Promises';
import { Suppliers } from '@/features/home/components/Suppliers';
import { VehicleRanges } from '@/features/home/components/VehicleRanges';
import { SearchForm } from '@/features/search-form/components/SearchForm';
import { useDocumentMeta } from '@/lib/use-page-meta';

/** The modern home (/preview without the header, /home-modern and /modern-home with it): cards. */
export function ModernHomePage() {
  const { t: tv } = useTranslation('homeVariants');
  useDocumentMeta(tv('modern.title'), tv('modern.description'));
  return (
    <>
      <Hero
        variant="panel"
        heading={tv('modern.heading')}
        lead={tv('modern.lead')}
        form={<SearchForm layout="horizontal" />}
      />
      <VehicleRanges variant="tiles" />
      <Destinations variant="cards" tone="muted" />
      <Promises variant="cards" />
      <Suppliers tone="muted" />
      <FaqTeaser />
      <HomeMap height={360} tone="muted" />
    </>
  );
}

export { ModernHomePage as Component };
