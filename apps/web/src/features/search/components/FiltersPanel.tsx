import { DEPOSIT_FILTER_THRESHOLDS_MINOR } from '@roadbook/domain/car-filters';
import type { CarFilterCounts, CarFilterGroup, CarFilters } from '@roadbook/domain/contracts/car-search';
import type { SupplierRef } from '@roadbook/domain/contracts/suppliers';
import {
  FUEL_POLICIES,
  FUEL_TYPES,
  GEARBOXES,
  MILEAGE_MODES,
  MULTIMEDIA,
  SEAT_TIERS,
  VEHICLE_SIZES,
} from '@roadbook/domain/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { usePriceFormatter } from '@/components/Price';

import { chosenValues, hasFilters, toggleFilterValue } from '../search-filters';
import controls from './controls.module.css';
import { FilterCheckboxGroup, type FilterOption } from './FilterCheckboxGroup';
import styles from './FiltersPanel.module.css';
import { SupplierLogo } from './SupplierLogo';

interface FiltersPanelProps {
  filters: CarFilters;
  /** Cars per filter value; undefined until the first results arrive. */
  counts: CarFilterCounts | undefined;
  /** Suppliers known by id (names and logos of the supplier filter). */
  suppliers: ReadonlyMap<string, SupplierRef>;
  /** The URL of the same search without filters. */
  resetHref: string;
  onChange: (filters: CarFilters) => void;
}

/** Every filter of the search (CarFiltersSchema), each value with its count. */
export function FiltersPanel({ filters, counts, suppliers, resetHref, onChange }: FiltersPanelProps) {
  const { t } = useTranslation(['search', 'enums']);
  const formatPrice = usePriceFormatter();
  const titleId = useId();

  const options = (group: Exclude<CarFilterGroup, 'supplier'>, labels: [string, string][]): FilterOption[] =>
    labels.map(([value, label]) => ({ value, label, count: counts?.[group][value] }));
  const group = (name: CarFilterGroup, legend: string, groupOptions: FilterOption[]) => (
    <FilterCheckboxGroup
      legend={legend}
      options={groupOptions}
      chosen={chosenValues(filters, name)}
      onToggle={(value, isChosen) => onChange(toggleFilterValue(filters, name, value, isChosen))}
    />
  );

  const supplierIds = [...new Set([...Object.keys(counts?.supplier ?? {}), ...(filters.supplier ?? [])])];
  const supplierOptions = supplierIds
    .flatMap((id) => {
      const supplier = suppliers.get(id);
      return supplier === undefined ? [] : [supplier];
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((supplier) => ({
      value: supplier.id,
      label: (
        <>
          <SupplierLogo supplier={supplier} decorative />
          {supplier.name}
        </>
      ),
      count: counts?.supplier[supplier.id],
    }));

  const depositOptions: FilterOption[] = [
    { value: '', label: t('filters.anyDeposit'), count: undefined },
    ...DEPOSIT_FILTER_THRESHOLDS_MINOR.map((threshold) => ({
      value: String(threshold),
      label: t('filters.depositAtMost', { amount: formatPrice(threshold) }),
      count: counts?.depositMax[String(threshold)],
    })),
  ];

  return (
    <section aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('filters.title')}
        </h2>
        {hasFilters(filters) && (
          <RouterLink to={resetHref} className={controls.link}>
            {t('filters.reset')}
          </RouterLink>
        )}
      </div>
      {supplierOptions.length > 0 && group('supplier', t('filters.supplier'), supplierOptions)}
      {group(
        'size',
        t('filters.size'),
        options(
          'size',
          VEHICLE_SIZES.map((value) => [value, t(`enums:vehicleSize.${value}`)]),
        ),
      )}
      {group(
        'fuel',
        t('filters.fuel'),
        options(
          'fuel',
          FUEL_TYPES.map((value) => [value, t(`enums:fuelType.${value}`)]),
        ),
      )}
      {group(
        'gearbox',
        t('filters.gearbox'),
        options(
          'gearbox',
          GEARBOXES.map((value) => [value, t(`enums:gearbox.${value}`)]),
        ),
      )}
      {group(
        'mileage',
        t('filters.mileage'),
        options(
          'mileage',
          MILEAGE_MODES.map((value) => [value, t(`enums:mileageMode.${value}`)]),
        ),
      )}
      {group(
        'fuelPolicy',
        t('filters.fuelPolicy'),
        options(
          'fuelPolicy',
          FUEL_POLICIES.map((value) => [value, t(`enums:fuelPolicy.${value}`)]),
        ),
      )}
      <FilterCheckboxGroup
        type="radio"
        name="depositMax"
        legend={t('filters.deposit')}
        options={depositOptions}
        chosen={[filters.depositMax === undefined ? '' : String(filters.depositMax)]}
        onToggle={(value) => onChange({ ...filters, depositMax: value === '' ? undefined : Number(value) })}
      />
      {group(
        'seats',
        t('filters.seats'),
        options(
          'seats',
          SEAT_TIERS.map((value) => [value, t(`enums:seatTier.${value}`)]),
        ),
      )}
      {group(
        'multimedia',
        t('filters.multimedia'),
        options(
          'multimedia',
          MULTIMEDIA.map((value) => [value, t(`enums:multimedia.${value}`)]),
        ),
      )}
      <FilterCheckboxGroup
        legend={t('filters.comfort')}
        options={[
          { value: 'aircon', label: t('filters.aircon'), count: counts?.aircon['true'] },
          { value: 'doors', label: t('filters.doors'), count: counts?.doors['4+'] },
        ]}
        chosen={[
          ...(chosenValues(filters, 'aircon').length > 0 ? ['aircon'] : []),
          ...(chosenValues(filters, 'doors').length > 0 ? ['doors'] : []),
        ]}
        onToggle={(value, isChosen) =>
          onChange(
            value === 'aircon'
              ? toggleFilterValue(filters, 'aircon', 'true', isChosen)
              : toggleFilterValue(filters, 'doors', '4+', isChosen),
          )
        }
      />
    </section>
  );
}
