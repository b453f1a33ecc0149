import { Destinations } from '@/features/home/components/Destinations';
import { FaqTeaser } from '@/features/home/components/FaqTeaser';
import { HomeMap } from '@/features/home/components/HomeMap';
import { Suppliers } from '@/features/home/components/Suppliers';

/** The sections of /home below the fold: their code, styles and data load when scrolled near. */
export function HomePageLower() {
  return (
    <>
      <Destinations variant="columns" tone="muted" />
      <Suppliers />
      <HomeMap height={400} />
      <FaqTeaser tone="muted" />
    </>
  );
}
