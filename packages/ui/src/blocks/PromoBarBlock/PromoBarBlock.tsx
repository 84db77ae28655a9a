import { PromoBar, type PromoBarTextTone } from '../../components/PromoBar';
import { RegisteredLink } from '../../components/LinkProvider';
import { blockLinkProps, type BlockLink } from '../../private/blockLink';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './PromoBarBlock.css';
import { readableTone } from './readableTone';

export interface PromoBarBlockProps {
  /** The message, HTML already sanitized by the app. */
  content: string;
  /** Makes the message a link (when it has no links of its own). */
  link?: BlockLink;
  /** A CSS colour from content; default the brand colour. */
  backgroundColor?: string;
  /** Text colour; default the more readable one on `backgroundColor`. */
  textTone?: PromoBarTextTone;
  /** Accessible name of the bar. */
  label?: string;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/** The CMS promo bar block: the header's `PromoBar` with content from Page Builder. */
export function PromoBarBlock({
  content,
  link,
  backgroundColor,
  textTone,
  label,
  style,
  mobileStyle,
}: PromoBarBlockProps) {
  const box = blockBoxProps({ ...style, backgroundColor: undefined }, mobileStyle);
  const background = backgroundColor ?? style?.backgroundColor;
  const message = <span className={css.content} dangerouslySetInnerHTML={{ __html: content }} />;
  // A link around author HTML that has links itself would nest anchors.
  const linked = link?.href && !/<a[\s>]/i.test(content);
  return (
    <div {...box} className={cx(box.className, css.root)}>
      <PromoBar
        messages={[
          linked && link ? <RegisteredLink {...blockLinkProps(link, css.link, message)} /> : message,
        ]}
        backgroundColor={background}
        textTone={textTone ?? (background ? readableTone(background) : 'light')}
        label={label}
      />
    </div>
  );
}
