import type { VehicleSize } from '@roadbook/domain/enums';
import { CAR_IMAGE_SIZE, SUPPLIER_IMAGE_SIZE } from '@roadbook/domain/constants';

// Demo pictures drawn as SVG here (no downloads): a side view per vehicle size, and a geometric
// mark per supplier. They are turned into WebP files by the seed.

const wheel = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#222"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="#bbb"/>`;

const window = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#cfe3f2" stroke="#1a1a1a" stroke-opacity=".25"/>`;

const BODIES: Record<VehicleSize, (colour: string) => string> = {
  mini: (c) =>
    `<path d="M40 138 L48 110 Q60 84 96 80 L170 78 Q200 80 222 104 L256 112 Q268 116 266 138 Z" fill="${c}"/>` +
    window(100, 88, 44, 22) +
    window(150, 88, 48, 22) +
    wheel(84, 140, 18) +
    wheel(222, 140, 18),
  midi: (c) =>
    `<path d="M34 142 L38 100 Q44 74 78 72 L186 70 Q210 72 232 98 L262 106 Q272 110 270 142 Z" fill="${c}"/>` +
    window(84, 80, 50, 26) +
    window(140, 80, 58, 26) +
    wheel(82, 144, 21) +
    wheel(226, 144, 21),
  maxi: (c) =>
    `<path d="M28 144 L28 66 Q30 52 46 52 L214 52 Q236 54 252 90 L270 112 Q276 120 274 144 Z" fill="${c}"/>` +
    window(44, 64, 46, 28) +
    window(98, 64, 46, 28) +
    window(152, 64, 46, 28) +
    window(206, 64, 30, 28) +
    wheel(74, 146, 20) +
    wheel(230, 146, 20),
  pickup: (c) =>
    `<path d="M26 140 L26 104 L150 104 L152 70 L208 70 Q224 72 236 98 L268 106 Q276 112 274 140 Z" fill="${c}"/>` +
    window(160, 78, 52, 24) +
    wheel(74, 142, 21) +
    wheel(226, 142, 21),
  scooter: (c) =>
    `<path d="M92 132 Q96 104 130 104 L176 104 L188 70 L198 70 L190 112 Q214 118 218 138 L110 138 Z" fill="${c}"/>` +
    `<rect x="112" y="94" width="52" height="12" rx="6" fill="#1a1a1a"/><rect x="186" y="62" width="26" height="6" rx="3" fill="#1a1a1a"/>` +
    wheel(104, 146, 16) +
    wheel(210, 146, 16),
  bus: (c) =>
    `<rect x="18" y="46" width="264" height="100" rx="14" fill="${c}"/>` +
    [30, 78, 126, 174, 222].map((x) => window(x, 60, 40, 30)).join('') +
    wheel(66, 148, 19) +
    wheel(236, 148, 19),
  truck: (c) =>
    `<rect x="22" y="40" width="178" height="104" rx="6" fill="#f4f4f4" stroke="#1a1a1a" stroke-opacity=".3"/>` +
    `<rect x="22" y="118" width="178" height="8" fill="${c}"/>` +
    `<path d="M204 144 L204 70 L244 70 Q258 72 266 96 L276 110 L276 144 Z" fill="${c}"/>` +
    window(214, 78, 34, 24) +
    wheel(70, 146, 19) +
    wheel(236, 146, 19),
  caravan: (c) =>
    `<path d="M30 144 L30 62 Q32 48 48 48 L204 48 Q228 50 246 88 L268 108 Q276 116 274 144 Z" fill="${c}"/>` +
    `<path d="M60 48 L200 48 L190 30 L70 30 Z" fill="#f4f4f4" stroke="#1a1a1a" stroke-opacity=".3"/>` +
    window(48, 66, 60, 30) +
    window(206, 66, 34, 28) +
    `<rect x="120" y="62" width="70" height="6" rx="3" fill="#fff" opacity=".7"/>` +
    wheel(78, 146, 20) +
    wheel(230, 146, 20),
};

export function carImageSvg(size: VehicleSize, colour: string): string {
  const { width, height } = CAR_IMAGE_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 200">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef1f4"/></linearGradient></defs>` +
    `<rect width="300" height="200" fill="url(#bg)"/><ellipse cx="150" cy="166" rx="128" ry="10" fill="#000" opacity=".12"/>` +
    BODIES[size](colour) +
    `</svg>`
  );
}

const MARKS = [
  (c: string) => `<circle cx="15" cy="15" r="10" fill="${c}"/><circle cx="15" cy="15" r="4" fill="#fff"/>`,
  (c: string) => `<path d="M5 25 L15 5 L25 25 Z" fill="${c}"/>`,
  (c: string) => `<path d="M15 3 L27 15 L15 27 L3 15 Z" fill="${c}"/>`,
  (c: string) => `<path d="M9 4 L21 4 L27 15 L21 26 L9 26 L3 15 Z" fill="${c}"/>`,
  (c: string) => `<path d="M4 8 L15 20 L26 8 L26 14 L15 26 L4 14 Z" fill="${c}"/>`,
  (c: string) => `<path d="M3 18 Q9 6 15 18 T27 18 L27 24 L3 24 Z" fill="${c}"/>`,
];

/** A supplier logo: a coloured mark and bars standing for the name. */
export function supplierLogoSvg(index: number, colour: string): string {
  const { width, height } = SUPPLIER_IMAGE_SIZE;
  const mark = MARKS[index % MARKS.length];
  if (!mark) throw new Error('no logo mark');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 60 30">` +
    `<rect width="60" height="30" rx="4" fill="#fff"/>` +
    mark(colour) +
    `<rect x="31" y="9" width="24" height="5" rx="2.5" fill="${colour}"/><rect x="31" y="17" width="16" height="4" rx="2" fill="#1a1a1a" opacity=".6"/>` +
    `</svg>`
  );
}
