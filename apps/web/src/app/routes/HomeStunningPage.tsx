import { useTranslation } from 'react-i18next';

import { Destinations } from '@/features/home/components/Destinations';
import { FaqTeaser } from '@/features/home/components/FaqTeaser';
import { Hero, HeroLink } from '@/features/home/components/Hero';
import { HomeMap } from '@/features/home/components/HomeMap';
import { Promises } from '@/features/home/components/Promises';
import { Suppliers } from '@/features/home/components/Suppliers';
import { VehicleRanges } from '@/features/home/components/VehicleRanges';
import { SearchForm } from '@/features/search-form/components/SearchForm';
import { paths, withLanguage } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';
import { useDocumentMeta } from '@/lib/use-page-meta';

/** /home-stunning: a bold full-bleed gradient hero with very large type, then dark and card sections. */
export function HomeStunningPage() {
  const { t } = useTranslation('home');
  const { t: tv } = useTranslation('homeVariants');
  const language = useLanguageParam();
  useDocumentMeta(tv('stunning.title'), tv('stunning.description'));
  return (
    <>
      <Hero
        variant="gradient"
        eyebrow={tv('stunning.eyebrow')}
        heading={tv('stunning.heading')}
        lead={tv('stunning.lead')}
        form={<SearchForm layout="horizontal" />}
        actions={<HeroLink to={withLanguage(paths.locations, language)}>{t('cta.locations')}</HeroLink>}
      />
      <VehicleRanges variant="chips" tone="dark" />
      <Promises variant="cards" tone="muted" />
      <Destinations variant="cards" />
      <HomeMap height={480} tone="dark" />
      <Suppliers tone="muted" />
      <FaqTeaser />
    </>
  );
}

export { HomeStunningPage as Component };
