import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import BoltIcon from '@mui/icons-material/Bolt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { SvgIconComponent } from '@mui/icons-material';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

import { Section, type SectionTone } from './Section';

// The promises of the page copy (spec 1).
const PROMISES = [
  { id: 'roadside', Icon: SupportAgentIcon },
  { id: 'noHiddenCharges', Icon: ReceiptLongIcon },
  { id: 'unlimitedMileage', Icon: AllInclusiveIcon },
  { id: 'instantConfirmation', Icon: BoltIcon },
  { id: 'delivery', Icon: LocalShippingIcon },
] as const satisfies readonly { id: string; Icon: SvgIconComponent }[];

export type PromisesVariant = 'cards' | 'strip' | 'list';

const List = styled('ul', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant: PromisesVariant }>(
  ({ theme, variant }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.spacing(variant === 'list' ? 2 : 3),
    gridTemplateColumns:
      variant === 'list' ? '1fr' : `repeat(auto-fit, minmax(${variant === 'strip' ? 11 : 13}rem, 1fr))`,
  }),
);

const Item = styled('li', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant: PromisesVariant }>(
  ({ theme, variant }) => ({
    display: 'flex',
    flexDirection: variant === 'cards' ? 'column' : 'row',
    alignItems: 'flex-start',
    gap: theme.spacing(variant === 'cards' ? 2 : 1.5),
    ...(variant === 'cards' && {
      padding: theme.spacing(3),
      borderRadius: 16,
      backgroundColor: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      color: theme.palette.text.primary,
    }),
  }),
);

const IconBadge = styled('span', { shouldForwardProp: (prop) => prop !== 'variant' })<{
  variant: PromisesVariant;
}>(({ theme, variant }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: variant === 'cards' ? 48 : 36,
  height: variant === 'cards' ? 48 : 36,
  borderRadius: variant === 'cards' ? 12 : '50%',
  backgroundColor: variant === 'cards' ? theme.palette.primary.main : theme.palette.grey[200],
  color: variant === 'cards' ? theme.palette.primary.contrastText : theme.palette.text.primary,
}));

const Title = styled('h3')({ margin: 0, fontSize: '1.0625rem', fontWeight: 700 });
const Text = styled('p', { shouldForwardProp: (prop) => prop !== 'light' })<{ light: boolean }>(
  ({ theme, light }) => ({
    margin: theme.spacing(0.5, 0, 0),
    fontSize: theme.typography.body2.fontSize,
    color: light ? '#d1d5db' : theme.palette.text.secondary,
  }),
);

interface PromisesProps {
  variant?: PromisesVariant;
  tone?: SectionTone;
  /** Titles only: a compact trust strip. */
  withTexts?: boolean;
}

/** 24/7 roadside assistance, no hidden charges, unlimited mileage, instant confirmation, delivery. */
export function Promises({ variant = 'cards', tone = 'plain', withTexts = true }: PromisesProps) {
  const { t } = useTranslation('home');
  return (
    <Section title={t('promises.heading')} tone={tone}>
      <List variant={variant}>
        {PROMISES.map(({ id, Icon }) => (
          <Item key={id} variant={variant}>
            <IconBadge variant={variant} aria-hidden="true">
              <Icon fontSize={variant === 'cards' ? 'medium' : 'small'} />
            </IconBadge>
            <div>
              <Title>{t(`promises.${id}.title`)}</Title>
              {withTexts && (
                <Text light={tone === 'dark' && variant !== 'cards'}>{t(`promises.${id}.text`)}</Text>
              )}
            </div>
          </Item>
        ))}
      </List>
    </Section>
  );
}
