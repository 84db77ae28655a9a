import { cx } from '../../private/cx';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { useControllableState } from '../../hooks/useControllableState';
import { useRovingRadio } from '../../hooks/useRovingRadio';
import { Swatch, swatchKind, type SwatchOption } from '../Swatch/Swatch';
import {
  columns as columnsClass,
  group,
  more,
  root,
  swatchColumns,
  swatchGroupLayouts,
  textColumns,
} from './SwatchGroup.css';

export { swatchColumns, swatchGroupLayouts };
export type SwatchColumns = (typeof swatchColumns)[number];
export type SwatchGroupLayout = (typeof swatchGroupLayouts)[number];

export interface SwatchGroupProps {
  options: readonly SwatchOption[];
  /** Accessible name of the group, e.g. "Shade". */
  label: string;
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string) => void;
  /** `grid` with 7 or 10 columns (spec §9), or one wrapping `row` (product cards). */
  layout?: SwatchGroupLayout;
  columns?: SwatchColumns;
  /** Show at most this many swatches, then "+n". */
  maxVisible?: number;
  /** Visible overflow count. */
  moreLabel?: (hidden: number) => string;
  /** Spoken overflow count. */
  moreAccessibleLabel?: (hidden: number) => string;
  unavailableLabel?: string;
}

/**
 * Option values as a radio group of swatches: arrows move and select (skipping nothing — an
 * unavailable value takes focus but is never selected), Home/End jump, one tab stop.
 */
export function SwatchGroup({
  options,
  label,
  value,
  defaultValue = null,
  onValueChange,
  layout = 'grid',
  columns = 7,
  maxVisible,
  moreLabel = (n) => `+${n}`,
  moreAccessibleLabel = (n) => `${n} more`,
  unavailableLabel,
}: SwatchGroupProps) {
  const [selected, setSelected] = useControllableState<string | null>(value, defaultValue, (v) => {
    if (v !== null) onValueChange?.(v);
  });
  const visible =
    maxVisible !== undefined && maxVisible < options.length ? options.slice(0, maxVisible) : options;
  const hidden = options.length - visible.length;
  const checkedIndex = visible.findIndex((o) => o.value === selected);
  const { getItemProps } = useRovingRadio({
    count: visible.length,
    checkedIndex,
    isDisabled: (i) => Boolean(visible[i]?.unavailable),
    onSelect: (i) => setSelected(visible[i]!.value),
  });
  const allText = visible.every((o) => swatchKind(o) === 'text');

  return (
    <div className={root} data-layout={layout}>
      <div
        role="radiogroup"
        aria-label={label}
        className={cx(group[layout], layout === 'grid' && (allText ? textColumns : columnsClass[columns]))}
      >
        {visible.map((option, i) => {
          const { value: optionValue, ...rest } = option;
          return (
            <Swatch
              key={optionValue}
              {...rest}
              {...getItemProps(i)}
              selected={optionValue === selected}
              unavailableLabel={unavailableLabel}
              onClick={() => setSelected(optionValue)}
            />
          );
        })}
      </div>
      {hidden > 0 ? (
        <span className={more} data-part="more">
          <span aria-hidden="true">{moreLabel(hidden)}</span>
          <span className={visuallyHidden}>{moreAccessibleLabel(hidden)}</span>
        </span>
      ) : null}
    </div>
  );
}
