import { Video } from '@shop/ui/blocks/Video';
import { useIntl } from 'react-intl';
import { uiStyle } from '../blockProps';
import type { BlockViewProps } from '../registry';

/** Page Builder video (YouTube/Vimeo embed or a file); lives in the media chunk. */
export function VideoView({ block }: BlockViewProps<'video'>) {
  const intl = useIntl();
  if (!block.src) return null;
  const align = block.style.textAlign === 'justify' ? 'left' : block.style.textAlign;
  return (
    <Video
      src={block.src}
      title={intl.formatMessage({ id: 'pagebuilder.video.title' })}
      autoplay={block.autoplay}
      maxWidth={block.maxWidth}
      align={align}
      playLabel={intl.formatMessage({ id: 'pagebuilder.video.play' })}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    />
  );
}
