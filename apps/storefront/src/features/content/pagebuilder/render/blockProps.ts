/**
 * Parser values → @shop/ui block props. The parser keeps what the HTML says; the kit takes
 * checked values (known sizes, attachments, alignments).
 */
import type { RowProps } from '@shop/ui/blocks/Row';
import type { Background, BlockStyle } from '../types';

type BlockBackground = NonNullable<RowProps['background']>;
type UiStyle = NonNullable<RowProps['style']>;
type VerticalAlign = NonNullable<RowProps['verticalAlign']>;

export function uiStyle(style: BlockStyle | undefined): UiStyle | undefined {
  if (!style) return undefined;
  const { justifyContent: _justify, ...rest } = style;
  return rest;
}

/** Page Builder writes the vertical alignment of rows and columns as flex `justify-content`. */
export function verticalAlign(style: BlockStyle): VerticalAlign {
  switch (style.justifyContent) {
    case 'center':
      return 'middle';
    case 'flex-end':
    case 'end':
      return 'bottom';
    default:
      return 'top';
  }
}

const SIZES = ['cover', 'contain', 'auto'] as const;

export function uiBackground(bg: Background): BlockBackground | undefined {
  const out: BlockBackground = {};
  if (bg.color) out.color = bg.color;
  if (bg.images.desktop) out.image = bg.images.desktop;
  if (bg.images.mobile && bg.images.mobile !== bg.images.desktop) out.mobileImage = bg.images.mobile;
  if (!out.image && out.mobileImage) out.image = out.mobileImage;
  const size = SIZES.find((s) => s === bg.size);
  if (size) out.size = size;
  if (bg.position) out.position = bg.position;
  if (bg.repeat !== undefined) out.repeat = bg.repeat;
  if (bg.attachment === 'fixed' || bg.attachment === 'scroll') out.attachment = bg.attachment;
  if (bg.video?.src) {
    out.video = {
      src: bg.video.src,
      loop: bg.video.loop,
      ...(bg.video.fallbackImage ? { poster: bg.video.fallbackImage } : {}),
      ...(bg.video.overlayColor ? { overlayColor: bg.video.overlayColor } : {}),
    };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
