import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { inlineVars } from '../../private/inlineVars';
import { chip, strike, swatch, swatchColorVar, swatchImage, tooltip } from './Swatch.css';

export const swatchKinds = ['color', 'image', 'text'] as const;
export type SwatchKind = (typeof swatchKinds)[number];

/** One option value as the app passes it (from `configurable_options[].values[].swatch_data`). */
export interface SwatchOption {
  value: string;
  /** Accessible and tooltip name, e.g. "03 Sand". */
  label: string;
  /** Hex colour from the API (`swatch_data.value`). */
  color?: string;
  /** Image URL of an image swatch. */
  image?: string;
  /** Text of a text swatch (e.g. "30 ml"); defaults to the label. */
  text?: string;
  /** Spec §4: no matching variant or out of stock. Still focusable, never selectable. */
  unavailable?: boolean;
}

export interface SwatchProps
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'color' | 'role' | 'value'>,
    Omit<SwatchOption, 'value'> {
  selected?: boolean;
  /** Added to the name and tooltip of an unavailable value. */
  unavailableLabel?: string;
}

export function swatchKind(option: Pick<SwatchOption, 'color' | 'image'>): SwatchKind {
  return option.image ? 'image' : option.color ? 'color' : 'text';
}

/**
 * An 18 px swatch (spec §9) in a 26 px target. Colour swatches take the API hex through a CSS
 * custom property on `style` — the only dynamic colour the kit allows. Behaves as a radio; an
 * unavailable value is crossed out, stays focusable with `aria-disabled` and says why.
 */
export const Swatch = forwardRef<HTMLButtonElement, SwatchProps>(function Swatch(
  {
    label,
    color,
    image,
    text,
    unavailable = false,
    selected = false,
    unavailableLabel = 'Out of Stock',
    onClick,
    ...rest
  },
  ref,
) {
  const kind = swatchKind({ color, image });
  const name = unavailable ? `${label} – ${unavailableLabel}` : label;
  return (
    <button
      {...rest}
      ref={ref}
      type="button"
      role="radio"
      aria-checked={selected}
      aria-disabled={unavailable || undefined}
      aria-label={name}
      data-kind={kind}
      data-state={selected ? 'checked' : 'unchecked'}
      className={swatch}
      onClick={(event) => {
        if (unavailable) return;
        onClick?.(event);
      }}
    >
      <span
        className={chip}
        style={kind === 'color' && color ? inlineVars({ [swatchColorVar]: color }) : undefined}
        aria-hidden="true"
      >
        {kind === 'image' ? (
          <img className={swatchImage} src={image} alt="" />
        ) : kind === 'text' ? (
          (text ?? label)
        ) : null}
      </span>
      {unavailable ? <span className={strike} aria-hidden="true" /> : null}
      <span className={tooltip} aria-hidden="true">
        {name}
      </span>
    </button>
  );
});
