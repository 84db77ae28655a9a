/** Spec §3 label positions (Magento/Amasty positions 0–8 map onto these names). */
export const labelPositions = [
  'top-left',
  'top-center',
  'top-right',
  'middle-left',
  'middle-center',
  'middle-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type LabelPosition = (typeof labelPositions)[number];

/** Token-based label styles; the API supplies one of these names, never a raw colour. */
export const labelTones = ['neutral', 'accent', 'soft', 'sale', 'info', 'light'] as const;
export type LabelTone = (typeof labelTones)[number];

/** Gaps between labels of one place, from the space scale. */
export const labelSpaces = ['none', 'xxsmall', 'xsmall', 'small', 'medium'] as const;
export type LabelSpace = (typeof labelSpaces)[number];

export interface ProductLabelData {
  /** label_id; -1 and -2 are the special Out of Stock / Coming Soon labels. */
  id: number | string;
  position: LabelPosition;
  /** Text label (`txt`). */
  text?: string;
  /** Image label; `alt` is the label name. */
  image?: { src: string; alt: string };
  tone?: LabelTone;
  /** Percentage of the container width (image labels); text labels are capped at 100 %. */
  size?: number;
}

/** Spec §3 special labels. */
export const OUT_OF_STOCK_LABEL_ID = -1;
export const COMING_SOON_LABEL_ID = -2;
export const outOfStockLabel: ProductLabelData = {
  id: OUT_OF_STOCK_LABEL_ID,
  position: 'top-left',
  text: 'Out of Stock',
  tone: 'light',
};
export const comingSoonLabel: ProductLabelData = {
  id: COMING_SOON_LABEL_ID,
  position: 'top-left',
  text: 'Coming Soon',
  tone: 'neutral',
};

/** Spec §3 label settings. */
export interface LabelSettings {
  /** At most this many labels on a card; 0 or absent means no limit. */
  maxLabels?: number;
  /** Several labels may share one position; otherwise the first one wins. */
  showSeveralOnPlace?: boolean;
  /** 0 stacks labels of one place vertically, 1 places them side by side. */
  alignment?: 0 | 1;
  marginBetween?: LabelSpace;
}

export interface LabelPlace {
  position: LabelPosition;
  direction: 'vertical' | 'horizontal';
  gap: LabelSpace;
  labels: ProductLabelData[];
}

/**
 * Places labels on a card: drops extra labels on a taken place unless `showSeveralOnPlace`, keeps
 * the first `maxLabels` (in the given order, i.e. priority), then groups them by position in the
 * order of `labelPositions`.
 */
export function placeLabels(labels: readonly ProductLabelData[], settings: LabelSettings = {}): LabelPlace[] {
  const { maxLabels = 0, showSeveralOnPlace = false, alignment = 0, marginBetween = 'xsmall' } = settings;
  const taken = new Set<LabelPosition>();
  const kept: ProductLabelData[] = [];
  for (const label of labels) {
    if (maxLabels > 0 && kept.length >= maxLabels) break;
    if (!showSeveralOnPlace && taken.has(label.position)) continue;
    taken.add(label.position);
    kept.push(label);
  }
  return labelPositions
    .map((position) => ({
      position,
      direction: alignment === 1 ? ('horizontal' as const) : ('vertical' as const),
      gap: marginBetween,
      labels: kept.filter((l) => l.position === position),
    }))
    .filter((place) => place.labels.length > 0);
}

/** Width of a label as a percentage of its container: 1–100 for images; text labels never exceed 100. */
export function labelSizePercent(label: Pick<ProductLabelData, 'size' | 'image'>): number | undefined {
  if (label.size === undefined || !Number.isFinite(label.size) || label.size <= 0) return undefined;
  return Math.min(label.size, 100);
}

/** Nearest space token for a margin in px from the label settings API (0 · 2 · 4 · 8 · 12). */
export function labelSpaceFromPx(px: number | null | undefined): LabelSpace {
  const scale: Array<[LabelSpace, number]> = [
    ['none', 0],
    ['xxsmall', 2],
    ['xsmall', 4],
    ['small', 8],
    ['medium', 12],
  ];
  const value = Math.max(0, px ?? 4);
  return scale.reduce((best, cur) => (Math.abs(cur[1] - value) < Math.abs(best[1] - value) ? cur : best))[0];
}

/** Magento/Amasty numeric positions 0–8 (top-left … bottom-right). */
export function labelPositionFromIndex(index: number): LabelPosition {
  return labelPositions[index] ?? 'top-left';
}
