import { Slider } from '@shop/ui/blocks/Slider';
import { useIntl } from 'react-intl';
import { uiStyle } from '../blockProps';
import { usePageBuilder } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';
import { BannerView } from './media';

function SliderView({ block }: BlockViewProps<'slider'>) {
  const intl = useIntl();
  const { priorityBlock } = usePageBuilder();
  const slides = block.slides.filter((slide) => !slide.style.hidden);
  if (slides.length === 0) return null;
  return (
    <Slider
      label={intl.formatMessage({ id: 'pagebuilder.slider.label' })}
      autoplay={block.autoplay}
      autoplaySpeed={block.autoplaySpeed}
      fade={block.fade}
      infiniteLoop={block.infiniteLoop}
      showArrows={block.showArrows}
      showDots={block.showDots}
      previousLabel={intl.formatMessage({ id: 'pagebuilder.slider.previous' })}
      nextLabel={intl.formatMessage({ id: 'pagebuilder.slider.next' })}
      pauseLabel={intl.formatMessage({ id: 'pagebuilder.slider.pause' })}
      playLabel={intl.formatMessage({ id: 'pagebuilder.slider.play' })}
      slideLabel={(position, count) =>
        intl.formatMessage({ id: 'pagebuilder.slider.slide' }, { position, count })
      }
      dotLabel={(position) => intl.formatMessage({ id: 'pagebuilder.slider.dot' }, { position })}
      dotsLabel={intl.formatMessage({ id: 'pagebuilder.slider.dots' })}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    >
      {slides.map((slide, i) => (
        // Only the first slide can be the LCP element; later ones load lazily.
        <BannerView key={i} block={slide} priority={i === 0 && priorityBlock === slide} />
      ))}
    </Slider>
  );
}

export const views: ViewModule = { slider: SliderView };
