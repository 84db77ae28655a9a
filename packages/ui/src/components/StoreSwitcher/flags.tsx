import { useId, type ReactElement } from 'react';

/**
 * Country flags as inline SVG in their official proportions (the viewBox carries the ratio).
 * Colours are the flags' own, not theme values: they are pictures, not UI styling.
 */
export const flagCountries = [
  'EE',
  'FI',
  'FR',
  'DE',
  'DK',
  'IT',
  'LV',
  'LT',
  'PL',
  'ES',
  'CZ',
  'NL',
  'NO',
  'GB',
  'SE',
  'US',
] as const;
export type FlagCountry = (typeof flagCountries)[number];

/** English country names, used as group headings and flag labels by default. */
export const defaultCountryNames: Record<FlagCountry, string> = {
  EE: 'Estonia',
  FI: 'Finland',
  FR: 'France',
  DE: 'Germany',
  DK: 'Denmark',
  IT: 'Italy',
  LV: 'Latvia',
  LT: 'Lithuania',
  PL: 'Poland',
  ES: 'Spain',
  CZ: 'Czechia',
  NL: 'Netherlands',
  NO: 'Norway',
  GB: 'United Kingdom',
  SE: 'Sweden',
  US: 'United States',
};

const stripes = (colors: string[], w: number, h: number, vertical = false) =>
  colors.map((fill, i) =>
    vertical ? (
      <rect key={i} x={(w / colors.length) * i} y={0} width={w / colors.length} height={h} fill={fill} />
    ) : (
      <rect key={i} x={0} y={(h / colors.length) * i} width={w} height={h / colors.length} fill={fill} />
    ),
  );

/** Nordic cross: background, cross colour, vertical bar x/width, horizontal bar y/height. */
const nordic = (w: number, h: number, bg: string, cross: string, x: number, t: number, y: number) => (
  <>
    <rect width={w} height={h} fill={bg} />
    <rect x={x} y={0} width={t} height={h} fill={cross} />
    <rect x={0} y={y} width={w} height={t} fill={cross} />
  </>
);

function usStars(): ReactElement[] {
  // 50 stars as dots in the canton: 9 rows alternating 6 and 5 (a faithful simplification).
  const stars: ReactElement[] = [];
  const cw = 76;
  const ch = 700 / 13;
  for (let row = 0; row < 9; row += 1) {
    const count = row % 2 === 0 ? 6 : 5;
    for (let col = 0; col < count; col += 1) {
      const cx = (cw / 12) * (row % 2 === 0 ? 1 + col * 2 : 2 + col * 2);
      const cy = (ch / 10) * (row + 1);
      stars.push(<circle key={`${row}-${col}`} cx={cx} cy={cy} r={1.9} fill="#FFFFFF" />);
    }
  }
  return stars;
}

function drawing(country: FlagCountry, uid: string): { viewBox: string; body: ReactElement } {
  switch (country) {
    case 'EE':
      return { viewBox: '0 0 33 21', body: <>{stripes(['#0072CE', '#000000', '#FFFFFF'], 33, 21)}</> };
    case 'FI':
      return { viewBox: '0 0 18 11', body: nordic(18, 11, '#FFFFFF', '#002F6C', 5, 3, 4) };
    case 'FR':
      return { viewBox: '0 0 3 2', body: <>{stripes(['#002654', '#FFFFFF', '#CE1126'], 3, 2, true)}</> };
    case 'DE':
      return { viewBox: '0 0 5 3', body: <>{stripes(['#000000', '#DD0000', '#FFCE00'], 5, 3)}</> };
    case 'DK':
      return { viewBox: '0 0 37 28', body: nordic(37, 28, '#C8102E', '#FFFFFF', 12, 4, 12) };
    case 'IT':
      return { viewBox: '0 0 3 2', body: <>{stripes(['#009246', '#FFFFFF', '#CE2B37'], 3, 2, true)}</> };
    case 'LV':
      return {
        viewBox: '0 0 20 10',
        body: (
          <>
            <rect width={20} height={10} fill="#9E3039" />
            <rect y={4} width={20} height={2} fill="#FFFFFF" />
          </>
        ),
      };
    case 'LT':
      return { viewBox: '0 0 5 3', body: <>{stripes(['#FDB913', '#006A44', '#C1272D'], 5, 3)}</> };
    case 'PL':
      return { viewBox: '0 0 8 5', body: <>{stripes(['#FFFFFF', '#DC143C'], 8, 5)}</> };
    case 'ES':
      return {
        viewBox: '0 0 3 2',
        body: (
          <>
            <rect width={3} height={2} fill="#AA151B" />
            <rect y={0.5} width={3} height={1} fill="#F1BF00" />
          </>
        ),
      };
    case 'CZ':
      return {
        viewBox: '0 0 3 2',
        body: (
          <>
            {stripes(['#FFFFFF', '#D7141A'], 3, 2)}
            <path d="M0 0 L1.5 1 L0 2 Z" fill="#11457E" />
          </>
        ),
      };
    case 'NL':
      return { viewBox: '0 0 3 2', body: <>{stripes(['#AE1C28', '#FFFFFF', '#21468B'], 3, 2)}</> };
    case 'NO':
      return {
        viewBox: '0 0 22 16',
        body: (
          <>
            {nordic(22, 16, '#BA0C2F', '#FFFFFF', 6, 4, 6)}
            <rect x={7} y={0} width={2} height={16} fill="#00205B" />
            <rect x={0} y={7} width={22} height={2} fill="#00205B" />
          </>
        ),
      };
    case 'GB': {
      const clip = `${uid}-gb`;
      return {
        viewBox: '0 0 60 30',
        body: (
          <>
            <clipPath id={clip}>
              <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
            </clipPath>
            <rect width={60} height={30} fill="#012169" />
            <path d="M0,0 L60,30 M60,0 L0,30" stroke="#FFFFFF" strokeWidth={6} />
            <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth={4} />
            <path d="M30,0 v30 M0,15 h60" stroke="#FFFFFF" strokeWidth={10} />
            <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth={6} />
          </>
        ),
      };
    }
    case 'SE':
      return { viewBox: '0 0 16 10', body: nordic(16, 10, '#006AA7', '#FECC02', 5, 2, 4) };
    case 'US':
      return {
        viewBox: '0 0 190 100',
        body: (
          <>
            {Array.from({ length: 13 }, (_, i) => (
              <rect
                key={i}
                y={(100 / 13) * i}
                width={190}
                height={100 / 13}
                fill={i % 2 ? '#FFFFFF' : '#B22234'}
              />
            ))}
            <rect width={76} height={700 / 13} fill="#3C3B6E" />
            {usStars()}
          </>
        ),
      };
  }
}

export interface FlagProps {
  country: FlagCountry;
  /** Accessible name; without it the flag is decorative (the text next to it names the country). */
  label?: string;
  className?: string;
}

export function Flag({ country, label, className }: FlagProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { viewBox, body } = drawing(country, uid);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg viewBox={viewBox} className={className} focusable="false" data-flag={country} {...a11y}>
      {body}
    </svg>
  );
}
