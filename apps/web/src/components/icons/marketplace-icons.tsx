// The marketplace: what the site promises, its places and its vehicle ranges (home pages).
import type { VehicleRange } from '@roadbook/domain/vehicle-ranges';
import type { ReactNode } from 'react';

import { Icon, type IconProps } from './icon';

export const PinIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11z" />
    <circle cx={12} cy={10} r={2.5} />
  </Icon>
);

export const LifebuoyIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <circle cx={12} cy={12} r={9} />
    <circle cx={12} cy={12} r={4} />
    <path d="M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
  </Icon>
);

export const TagIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M3 12V4h8l10 10-7 7z" />
    <circle cx={7.5} cy={8} r={1.5} />
  </Icon>
);

export const InfinityIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M12 12c-2-2.7-3.8-4-6-4a4 4 0 0 0 0 8c2.2 0 4-1.3 6-4zm0 0c2 2.7 3.8 4 6 4a4 4 0 0 0 0-8c-2.2 0-4 1.3-6 4z" />
  </Icon>
);

export const BoltIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
  </Icon>
);

const Wheels = ({ y = 17, left = 7, right = 17 }: { y?: number; left?: number; right?: number }) => (
  <>
    <circle cx={left} cy={y} r={2} />
    <circle cx={right} cy={y} r={2} />
  </>
);

export const TruckIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M2 5h12v12H2zM14 9h4l4 4v4h-8" />
    <Wheels y={18} left={6} right={18} />
  </Icon>
);

const CarIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M3 16v-3.5L5.5 7h13l2.5 5.5V16zM3 12.5h18" />
    <Wheels />
  </Icon>
);

const SuvIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M2 16v-5l2-5h11l4 5h3v5zM2 11h20M10 6v5" />
    <Wheels />
  </Icon>
);

const VanIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M2 17V5h13l6 6v6zM15 5v6h6M2 11h13" />
    <Wheels left={6} right={17} />
  </Icon>
);

const ScooterIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <circle cx={5.5} cy={17} r={2.5} />
    <circle cx={18.5} cy={17} r={2.5} />
    <path d="M8 17h7l3-10h-3M4 12h6l2 5" />
  </Icon>
);

const BusIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M4 3h16v15H4zM4 10h16M12 3v7" />
    <Wheels y={20} left={8} right={16} />
  </Icon>
);

const CaravanIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M2 17V8a3 3 0 0 1 3-3h11a3 3 0 0 1 3 3v9zM19 15h3M5 8h5v4H5z" />
    <circle cx={13} cy={17} r={2} />
  </Icon>
);

export const VEHICLE_RANGE_ICONS: Record<VehicleRange, (props: IconProps) => ReactNode> = {
  car: CarIcon,
  suv: SuvIcon,
  van: VanIcon,
  scooter: ScooterIcon,
  bus: BusIcon,
  truck: TruckIcon,
  caravan: CaravanIcon,
};
