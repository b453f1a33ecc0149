import { styled } from '@mui/material/styles';
import { SUPPLIER_IMAGE_SIZE } from '@roadbook/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { suppliersQueryOptions } from '@/api/get-suppliers';
import { useConfig } from '@/features/config/api/get-config';

import { useUrlLanguageParam } from '../hooks/use-url-language-param';
import { pageHref, supplierSearchHref } from '../lib/home-links';
import { ActionLink } from './ActionLink';
import { Section, type SectionTone } from './Section';

const Strip = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(2),
  minHeight: SUPPLIER_IMAGE_SIZE.height + 32,
}));

const Logo = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: SUPPLIER_IMAGE_SIZE.width + 32,
  height: SUPPLIER_IMAGE_SIZE.height + 32,
  padding: theme.spacing(0, 2),
  borderRadius: 12,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: '#ffffff',
  color: theme.palette.text.primary,
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& img': { display: 'block', objectFit: 'contain' },
}));

interface SuppliersProps {
  tone?: SectionTone;
}

/** The suppliers' logos, each opening a search on its vehicles; hidden with the HIDE_SUPPLIERS setting. */
export function Suppliers({ tone = 'plain' }: SuppliersProps) {
  const { t } = useTranslation('home');
  const language = useUrlLanguageParam();
  // Until the settings are known the section stays out rather than flash in and out.
  const isShown = useConfig().data?.hideSuppliers === false;
  const suppliers = useQuery({ ...suppliersQueryOptions(), enabled: isShown });
  const list = suppliers.data?.suppliers;

  if (!isShown || (list !== undefined && list.length === 0) || suppliers.isError) return null;

  return (
    <Section
      title={t('suppliers.heading')}
      lead={t('suppliers.lead')}
      tone={tone}
      action={<ActionLink to={pageHref('/suppliers', language)}>{t('suppliers.all')}</ActionLink>}
    >
      <Strip aria-busy={list === undefined}>
        {list?.map((supplier) => (
          <li key={supplier.id}>
            <Logo to={supplierSearchHref(supplier.id, language)}>
              {supplier.logo === null ? (
                supplier.name
              ) : (
                <img
                  src={supplier.logo}
                  alt={supplier.name}
                  width={SUPPLIER_IMAGE_SIZE.width}
                  height={SUPPLIER_IMAGE_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </Logo>
          </li>
        ))}
      </Strip>
    </Section>
  );
}
