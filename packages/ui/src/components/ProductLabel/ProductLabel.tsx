import { inlineVars } from '../../private/inlineVars';
import { buildImageUrl, buildSrcSet } from '../Image/imageUrl';
import { label as labelClass, labelImage, sizeVar } from './ProductLabel.css';
import { labelSizePercent, type ProductLabelData } from './labelPlacement';

/** A label's share of a card picture is small: the srcset's first widths cover it on every screen. */
const LABEL_WIDTHS = [80, 160, 320] as const;
/** Two cards a row on a phone, a label up to about 40 % of one; at most 160 px on larger screens. */
const LABEL_SIZES = '(max-width: 640px) 20vw, 160px';

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
        {/* Lazy: a seal is never the page's first concern, and an eager one would be preloaded.
            Offered at the small srcset widths: a raster copy of a vector seal only decodes, where
            an SVG image costs the page a document of its own (issue 18). `sizes` is a seal's
            largest share of a card (`auto` would lose the picture's proportions: a lazy image
            without width and height is laid out 150 px high). */}
        <img
          className={labelImage}
          src={label.image.src}
          srcSet={buildSrcSet(label.image.src, buildImageUrl, LABEL_WIDTHS) || undefined}
          sizes={LABEL_SIZES}
          alt={label.image.alt}
          loading="lazy"
          decoding="async"
        />
      </span>
    );
  }
  return <span {...common}>{label.text}</span>;
}
