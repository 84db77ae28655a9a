import { Banner } from '@shop/ui/blocks/Banner';
import { ImageBlock } from '@shop/ui/blocks/ImageBlock';
import { useIntl } from 'react-intl';
import type { BannerBlock } from '../../types';
import { uiBackground, uiStyle } from '../blockProps';
import { useIsPriority } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';
import { VideoView } from './video';

/** Author class that asks for light text on a dark banner image. */
const LIGHT_TEXT_CLASSES = ['text-light', 'banner-light', 'inverse'];

export function BannerView({ block, priority }: { block: BannerBlock; priority?: boolean }) {
  const isPriority = useIsPriority(block);
  const background = uiBackground(block.background);
  const image =
    background?.image || background?.mobileImage
      ? {
          ...(background.image ? { src: background.image } : {}),
          ...(background.mobileImage ? { mobileSrc: background.mobileImage } : {}),
          ...(background.size ? { size: background.size } : {}),
          ...(background.position ? { position: background.position } : {}),
        }
      : undefined;
  return (
    <Banner
      appearance={block.appearance}
      image={image}
      overlayColor={block.overlayColor}
      showOverlay={block.showOverlay}
      content={block.content}
      tone={block.cssClasses.some((c) => LIGHT_TEXT_CLASSES.includes(c)) ? 'inverse' : 'neutral'}
      button={block.button?.text ? { text: block.button.text, variant: block.button.style } : undefined}
      showButton={block.showButton}
      link={block.link?.href ? { href: block.link.href, openInNewTab: block.link.openInNewTab } : undefined}
      priority={priority ?? isPriority}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    />
  );
}

function BannerBlockView({ block }: BlockViewProps<'banner'>) {
  return <BannerView block={block} />;
}

function ImageView({ block }: BlockViewProps<'image'>) {
  const intl = useIntl();
  const priority = useIsPriority(block);
  const src = block.images.desktop ?? block.images.mobile;
  if (!src) return null;
  return (
    <ImageBlock
      src={src}
      mobileSrc={block.images.mobile && block.images.mobile !== src ? block.images.mobile : undefined}
      alt={block.alt}
      title={block.title || undefined}
      caption={block.caption}
      link={block.link?.href ? { href: block.link.href, openInNewTab: block.link.openInNewTab } : undefined}
      priority={priority}
      newTabLabel={intl.formatMessage({ id: 'pagebuilder.opensInNewTab' })}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    />
  );
}

export const views: ViewModule = {
  banner: BannerBlockView,
  image: ImageView,
  video: VideoView,
};
