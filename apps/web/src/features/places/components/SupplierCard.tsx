import { styled } from '@mui/material/styles';
import { SUPPLIER_IMAGE_SIZE } from '@roadbook/domain/constants';
import type { SupplierSummary } from '@roadbook/domain/contracts/suppliers';
import { formatNumber } from '@roadbook/i18n/format-number';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { currentLanguage } from '@/lib/i18n';
import { searchPath } from '@/lib/paths';

const CardLink = styled(RouterLink)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  height: '100%',
  padding: theme.spacing(2),
  borderRadius: theme.spacing(1.5),
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  transition: theme.transitions.create(['border-color', 'box-shadow']),
  '&:hover': { borderColor: theme.palette.text.primary, boxShadow: theme.shadows[2] },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const Logo = styled('img')({ flex: 'none', objectFit: 'contain' });

const LogoBlank = styled('span')(({ theme }) => ({
  flex: 'none',
  width: SUPPLIER_IMAGE_SIZE.width,
  height: SUPPLIER_IMAGE_SIZE.height,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.grey[200],
}));

const Name = styled('span')({ display: 'block', fontWeight: 700 });
const Detail = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: theme.typography.body2.fontSize,
  color: theme.palette.text.secondary,
}));

interface SupplierCardProps {
  supplier: SupplierSummary;
  /** Below the fold: the logo loads when it scrolls near. */
  lazyLogo: boolean;
}

/** A supplier's logo (60x30), name and vehicle count, leading to the search filtered on it. */
export function SupplierCard({ supplier, lazyLogo }: SupplierCardProps) {
  const { t, i18n } = useTranslation('places');
  const count = supplier.carCount;
  return (
    <CardLink to={searchPath({ supplier: [supplier.id] })}>
      {supplier.logo === null ? (
        <LogoBlank aria-hidden="true" />
      ) : (
        <Logo
          src={supplier.logo}
          alt={supplier.name}
          width={SUPPLIER_IMAGE_SIZE.width}
          height={SUPPLIER_IMAGE_SIZE.height}
          loading={lazyLogo ? 'lazy' : 'eager'}
          decoding="async"
        />
      )}{' '}
      <span>
        {/* With a logo, its text alternative already names the supplier. */}
        <Name aria-hidden={supplier.logo === null ? undefined : true}>{supplier.name}</Name>{' '}
        <Detail>
          {t('suppliers.vehicles', { count, number: formatNumber(count, currentLanguage(i18n)) })}
        </Detail>
      </span>
    </CardLink>
  );
}
