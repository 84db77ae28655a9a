/**
 * Parallax start/end values (spec §5): both must use the same unit, one of px, %, deg, turn, rad
 * or none (a bare number or the word `none`).
 */
export const PARALLAX_UNITS = ['px', '%', 'deg', 'turn', 'rad', 'none'] as const;
export type ParallaxUnit = (typeof PARALLAX_UNITS)[number];

export const INVALID_UNIT = 'Invalid unit provided';
export const UNMATCHED_UNITS = 'Must provide matching units';

export interface ParallaxValue {
  value: number;
  unit: ParallaxUnit;
}

/** Reads `10px`, `-5%`, `45deg`, `0.5turn`, `1rad`, `3` or `none`; throws "Invalid unit provided". */
export function parallaxValue(input: string | number): ParallaxValue {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new Error(INVALID_UNIT);
    return { value: input, unit: 'none' };
  }
  const text = input.trim();
  if (text === 'none') return { value: 0, unit: 'none' };
  const m = /^(-?\d*\.?\d+)([a-z%]*)$/i.exec(text);
  if (!m?.[1]) throw new Error(INVALID_UNIT);
  const unit = m[2] === '' ? 'none' : m[2]?.toLowerCase();
  if (!(PARALLAX_UNITS as readonly string[]).includes(unit ?? '')) throw new Error(INVALID_UNIT);
  return { value: Number(m[1]), unit: unit as ParallaxUnit };
}

/**
 * Validates a parallax start/end pair and returns their shared unit.
 * Throws "Invalid unit provided" for a unit outside the list and "Must provide matching units"
 * when start and end differ.
 */
export function parallaxUnits(
  start: string | number,
  end: string | number,
): { unit: ParallaxUnit; start: number; end: number } {
  const a = parallaxValue(start);
  const b = parallaxValue(end);
  if (a.unit !== b.unit) throw new Error(UNMATCHED_UNITS);
  return { unit: a.unit, start: a.value, end: b.value };
}
