import { ButtonItem } from '@shop/ui/blocks/ButtonItem';
import { Buttons } from '@shop/ui/blocks/Buttons';
import { Divider } from '@shop/ui/blocks/Divider';
import { HeadingBlock } from '@shop/ui/blocks/HeadingBlock';
import { HtmlBlock } from '@shop/ui/blocks/HtmlBlock';
import { TextBlock } from '@shop/ui/blocks/TextBlock';
import { useIntl } from 'react-intl';
import { CmsHtml } from '../../../cms/CmsHtml';
import type { BlockStyle, ButtonItemBlock } from '../../types';
import { uiStyle } from '../blockProps';
import { logOnce } from '../ContentProblem';
import { ChildBlocks, usePageBuilder } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';

/** Author classes asking for light text (on a dark row or image). */
const LIGHT_TEXT_CLASSES = ['text-light', 'inverse'];
const toneOf = (classes: readonly string[]) =>
  classes.some((c) => LIGHT_TEXT_CLASSES.includes(c)) ? ('inverse' as const) : undefined;

function alignOf(style: BlockStyle): 'left' | 'center' | 'right' | undefined {
  const align = style.textAlign;
  return align === 'justify' ? 'left' : align;
}

function TextView({ block }: BlockViewProps<'text'>) {
  const { textSize } = usePageBuilder();
  // Dense places (the footer) use the kit's compact text, whose link lists keep 24 px targets.
  if (textSize === 'compact') return <CmsHtml html={block.html} size="compact" />;
  return (
    <TextBlock
      html={block.html}
      tone={toneOf(block.cssClasses)}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    />
  );
}

function HtmlView({ block }: BlockViewProps<'html'>) {
  const { textSize } = usePageBuilder();
  if (textSize === 'compact') return <CmsHtml html={block.html} size="compact" />;
  return (
    <HtmlBlock
      html={block.html}
      tone={toneOf(block.cssClasses)}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    />
  );
}

function HeadingView({ block }: BlockViewProps<'heading'>) {
  const { textSize } = usePageBuilder();
  if (!block.text.trim()) return null;
  return (
    <HeadingBlock
      level={block.level}
      text={block.text}
      align={alignOf(block.style)}
      {...(textSize === 'compact' ? { size: 'xsmall' as const } : {})}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    />
  );
}

function DividerView({ block }: BlockViewProps<'divider'>) {
  return (
    <Divider
      color={block.line.color}
      width={block.line.width}
      thickness={block.line.thickness}
      align={alignOf(block.style)}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    />
  );
}

function ButtonItemView({ block }: { block: ButtonItemBlock }) {
  const intl = useIntl();
  if (!block.text.trim()) return null;
  return (
    <ButtonItem
      text={block.text}
      variant={block.buttonStyle}
      link={block.link?.href ? { href: block.link.href, openInNewTab: block.link.openInNewTab } : undefined}
      newTabLabel={intl.formatMessage({ id: 'pagebuilder.opensInNewTab' })}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    />
  );
}

function ButtonsView({ block }: BlockViewProps<'buttons'>) {
  const items = block.items.filter((item) => !item.style.hidden && item.text.trim());
  if (items.length === 0) return null;
  return (
    <Buttons
      appearance={block.appearance === 'stacked' ? 'stacked' : 'inline'}
      sameWidth={block.sameWidth}
      align={alignOf(block.style)}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    >
      {items.map((item, i) => (
        <ButtonItemView key={i} block={item} />
      ))}
    </Buttons>
  );
}

/** Content types the shop does not know: their content still shows (spec: never crash the page). */
function UnknownView({ block }: BlockViewProps<'unknown'>) {
  logOnce(`Unknown content type "${block.contentType}": its children are shown`);
  if (block.children.length > 0) return <ChildBlocks blocks={block.children} />;
  if (!block.html.trim()) return null;
  return (
    <HtmlBlock html={block.html} style={uiStyle(block.style)} mobileStyle={uiStyle(block.mobileStyle)} />
  );
}

export const views: ViewModule = {
  text: TextView,
  html: HtmlView,
  heading: HeadingView,
  divider: DividerView,
  buttons: ButtonsView,
  'button-item': ButtonItemView,
  unknown: UnknownView,
};
