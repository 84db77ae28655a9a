import { useId, type ReactNode } from 'react';
import { Tabs } from '../../components/Tabs';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import { inlineVars } from '../../private/inlineVars';
import * as css from './TabsBlock.css';

export interface TabsBlockItem {
  /** The tab's label. */
  name: string;
  /** Stable id from content (used in the panel's id); default the position. */
  id?: string;
  /** The tab item's child blocks. */
  content: ReactNode;
}

export interface TabsBlockProps {
  items: TabsBlockItem[];
  /** The tab open first (0-based). */
  defaultIndex?: number;
  /** Where the tab labels sit. */
  align?: 'left' | 'center' | 'right';
  /** Minimum height of the panels (a CSS length); default `style.minHeight`. */
  minHeight?: string;
  /** Names the tab list, e.g. the section's heading. */
  label?: string;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/**
 * Page Builder tabs on the kit's `Tabs`. Every panel is in the server HTML (hidden until chosen)
 * so search engines and no-JS readers get all of the content.
 */
export function TabsBlock({
  items,
  defaultIndex = 0,
  align = 'left',
  minHeight,
  label,
  style,
  mobileStyle,
}: TabsBlockProps) {
  const base = useId();
  const values = items.map((item, i) => `${base}-${item.id ?? i}`);
  const first = values[Math.min(Math.max(defaultIndex, 0), values.length - 1)];
  const box = blockBoxProps(
    { ...style, minHeight: undefined },
    mobileStyle && { ...mobileStyle, minHeight: undefined },
  );
  const panelHeight = minHeight ?? style?.minHeight;
  const panelStyle = panelHeight ? inlineVars({ [css.panelMinHeightVar]: panelHeight }) : undefined;
  if (!items.length || !first) return null;
  return (
    <div {...box} className={cx(box.className, css.root)} data-align={align}>
      <Tabs.Root defaultValue={first}>
        <Tabs.List aria-label={label}>
          {items.map((item, i) => (
            <Tabs.Trigger key={values[i]} value={values[i] as string}>
              {item.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {items.map((item, i) => (
          <Tabs.Content key={values[i]} value={values[i] as string} forceMount>
            <div className={css.panel} style={panelStyle}>
              {item.content}
            </div>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
