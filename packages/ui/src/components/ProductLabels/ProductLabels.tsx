import { useUiTexts } from '../../private/uiTexts';
import { cx } from '../../private/cx';
import { ProductLabel } from '../ProductLabel/ProductLabel';
import {
  labelSizePercent,
  placeLabels,
  type LabelSettings,
  type ProductLabelData,
} from '../ProductLabel/labelPlacement';
import {
  direction,
  gap,
  horizontalJustify,
  item,
  itemSize,
  layer,
  place,
  placeBase,
} from './ProductLabels.css';
import { inlineVars } from '../../private/inlineVars';

export interface ProductLabelsProps extends LabelSettings {
  labels: readonly ProductLabelData[];
  /** Accessible name of each place's list. */
  listLabel?: string;
}

const justifyFor = (position: string) =>
  position.endsWith('center') ? 'center' : position.endsWith('right') ? 'end' : 'start';

/**
 * Lays labels over a positioned container (the card image) following the spec §3 label settings:
 * max labels, several on one place or not, vertical (0) / horizontal (1) alignment and the margin
 * between labels. The rules are the pure `placeLabels` function.
 */
export function ProductLabels({ labels, listLabel: listLabelProp, ...settings }: ProductLabelsProps) {
  const texts = useUiTexts();
  const listLabel = listLabelProp ?? texts.productLabels ?? 'Product labels';
  const places = placeLabels(labels, settings);
  if (places.length === 0) return null;
  return (
    <div className={layer} data-part="labels">
      {places.map((p) => (
        <ul
          key={p.position}
          aria-label={listLabel}
          data-position={p.position}
          data-direction={p.direction}
          className={cx(
            placeBase,
            place[p.position],
            direction[p.direction],
            gap[p.gap],
            p.direction === 'horizontal' && horizontalJustify[justifyFor(p.position)],
          )}
        >
          {p.labels.map((l) => (
            <li
              key={l.id}
              className={item}
              data-sized={labelSizePercent(l) !== undefined ? '' : undefined}
              style={
                labelSizePercent(l) !== undefined
                  ? inlineVars({ [itemSize]: String(labelSizePercent(l)) })
                  : undefined
              }
            >
              <ProductLabel label={l} fillParent />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
