import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Location } from '@roadbook/domain/contracts/places';
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** About the height of the stacked search form, held while its texts load. */
const FORM_HEIGHT = 320;

interface SelectedPlaceProps {
  location: Location;
  onBack: () => void;
  /** The search form for this place. */
  children: ReactNode;
}

/** A chosen place: its name and address, and the search form for it; the focus moves to its name. */
export function SelectedPlace({ location, onBack, children }: SelectedPlaceProps) {
  const { t } = useTranslation('places');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [location.id]);

  return (
    <section aria-labelledby={headingId}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ ml: -1, mb: 1 }}>
        {t('locations.back')}
      </Button>
      <Typography
        component="h2"
        variant="h5"
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontWeight: 700, outline: 'none' }}
      >
        {location.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {location.address} · {location.country.name}
      </Typography>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('locations.searchHere')}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={FORM_HEIGHT} />}>{children}</Suspense>
    </section>
  );
}
