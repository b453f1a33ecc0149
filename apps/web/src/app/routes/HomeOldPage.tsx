import { useTranslation } from 'react-i18next';

import { Destinations } from '@/features/home/components/Destinations';
import { Hero } from '@/features/home/components/Hero';
import { Promises } from '@/features/home/components/Promises';
import { Suppliers } from '@/features/home/components/Suppliers';
import { VehicleRanges } from '@/features/home/components/VehicleRanges';
import { SearchForm } from '@/features/search-form/components/SearchForm';
import { useDocumentMeta } from '@/lib/use-page-meta';

/** /home-old, the previous home: a plain title over the form, then short lists. */
export function HomeOldPage() {
  const { t: tv } = useTranslation('homeVariants');
  useDocumentMeta(tv('old.title'), tv('old.description'));
  return (
    <>
      <Hero variant="simple" heading={tv('old.heading')} lead={tv('old.lead')} form={<SearchForm />} />
      <VehicleRanges variant="chips" />
      <Promises variant="list" withTexts={false} />
      <Destinations variant="columns" />
      <Suppliers />
    </>
  );
}

export { HomeOldPage as Component };
