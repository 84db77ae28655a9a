import { inlineVars } from '../../private/inlineVars';
import { label as labelClass, labelImage, sizeVar } from './ProductLabel.css';
import { labelSizePercent, type ProductLabelData } from './labelPlacement';

export interface ProductLabelProps {
  label: ProductLabelData;
  /** The parent already has the label's size (ProductLabels sizes its list item). */
  fillParent?: boolean;
}

/**
 * One product label (spec §3): a text badge in a token tone or an image. Its size is a percentage
 * of the container (the card image); text labels never exceed 100 %.
 */
export function ProductLabel({ label, fillParent = false }: ProductLabelProps) {
  const percent = fillParent ? (label.image ? 100 : undefined) : labelSizePercent(label);
  const kind = label.image ? 'image' : 'text';
  const common = {
    className: labelClass({ kind, tone: label.tone ?? 'neutral' }),
    'data-label-id': String(label.id),
    'data-sized': percent !== undefined ? '' : undefined,
    style: percent !== undefined ? inlineVars({ [sizeVar]: String(percent) }) : undefined,
  };
  if (label.image) {
    return (
      <span {...common}>
        {/* Lazy: a seal is never the page's first concern, and an eager one would be preloaded. */}
        <img
          className={labelImage}
          src={label.image.src}
          alt={label.image.alt}
          loading="lazy"
          decoding="async"
        />
      </span>
    );
  }
  return <span {...common}>{label.text}</span>;
}
