import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DirectionsCarFilledIcon from '@mui/icons-material/DirectionsCarFilled';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import RvHookupIcon from '@mui/icons-material/RvHookup';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import type { SvgIconComponent } from '@mui/icons-material';
import { styled } from '@mui/material/styles';
import { VEHICLE_RANGES, type VehicleRange } from '@roadbook/domain/enums';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { useUrlLanguageParam } from '../hooks/use-url-language-param';
import { rangeSearchHref } from '../lib/home-links';
import { Section, type SectionTone } from './Section';

const RANGE_ICONS: Record<VehicleRange, SvgIconComponent> = {
  car: DirectionsCarIcon,
  suv: DirectionsCarFilledIcon,
  van: AirportShuttleIcon,
  scooter: TwoWheelerIcon,
  bus: DirectionsBusIcon,
  truck: LocalShippingIcon,
  caravan: RvHookupIcon,
};

/** `tiles`: a card per range with its description; `chips`: a row of compact links. */
export type VehicleRangesVariant = 'tiles' | 'chips';

const List = styled('ul', { shouldForwardProp: (prop) => prop !== 'variant' })<{
  variant: VehicleRangesVariant;
}>(({ theme, variant }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...(variant === 'tiles'
    ? {
        display: 'grid',
        gap: theme.spacing(2),
        gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))',
      }
    : { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5) }),
}));

const Tile = styled(RouterLink)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  height: '100%',
  padding: theme.spacing(2.5),
  borderRadius: 16,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  transition: 'transform 120ms ease, box-shadow 120ms ease',
  '&:hover': { transform: 'translateY(-2px)', boxShadow: theme.shadows[3] },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
}));

const Chip = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 44,
  padding: theme.spacing(1, 2),
  borderRadius: 999,
  border: `1px solid ${theme.palette.grey[400]}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const Name = styled('span')({ fontWeight: 700, fontSize: '1.0625rem' });
const Description = styled('span')(({ theme }) => ({
  fontSize: theme.typography.body2.fontSize,
  color: theme.palette.text.secondary,
}));

interface VehicleRangesProps {
  variant?: VehicleRangesVariant;
  tone?: SectionTone;
}

/** Car, SUV, Van, Scooter, Bus, Truck, Caravan: each opens a search filtered on its sizes. */
export function VehicleRanges({ variant = 'tiles', tone = 'plain' }: VehicleRangesProps) {
  const { t } = useTranslation(['home', 'enums']);
  const language = useUrlLanguageParam();
  return (
    <Section title={t('ranges.heading')} lead={t('ranges.lead')} tone={tone}>
      <List variant={variant}>
        {VEHICLE_RANGES.map((range) => {
          const Icon = RANGE_ICONS[range];
          const href = rangeSearchHref(range, language);
          return (
            <li key={range}>
              {variant === 'tiles' ? (
                <Tile to={href}>
                  <Icon fontSize="large" aria-hidden="true" />
                  <Name>{t(`enums:vehicleRange.${range}`)}</Name>
                  <Description>{t(`ranges.descriptions.${range}`)}</Description>
                </Tile>
              ) : (
                <Chip to={href}>
                  <Icon fontSize="small" aria-hidden="true" />
                  {t(`enums:vehicleRange.${range}`)}
                </Chip>
              )}
            </li>
          );
        })}
      </List>
    </Section>
  );
}
