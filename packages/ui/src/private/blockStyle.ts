import type { CSSProperties } from 'react';
import { inlineVars } from './inlineVars';
import * as css from './blockStyle.css';

/** Top, right, bottom, left in CSS pixels (Page Builder writes px for margins and paddings). */
export interface BlockSpacing {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export const blockTextAligns = ['left', 'center', 'right', 'justify'] as const;
export type BlockTextAlign = (typeof blockTextAligns)[number];

/**
 * Styles a CMS author set on a block in Page Builder. Values come from content, so they reach
 * the page as inline custom properties (the stylesheet only says where they apply).
 */
export interface BlockStyle {
  margin?: BlockSpacing;
  padding?: BlockSpacing;
  textAlign?: BlockTextAlign;
  /** A CSS length, e.g. `300px` or `50vh`. */
  minHeight?: string;
  /** A CSS colour, e.g. `#f0ece4` or `rgb(240, 236, 228)`. */
  backgroundColor?: string;
  /** A CSS colour. */
  borderColor?: string;
  /** In px. */
  borderWidth?: number;
  /** In px. */
  borderRadius?: number;
  /** Page Builder's "hide" switch. */
  hidden?: boolean;
}

export const blockVerticalAligns = ['top', 'middle', 'bottom'] as const;
export type BlockVerticalAlign = (typeof blockVerticalAligns)[number];

const px = (n: number | undefined) => (n === undefined ? undefined : `${n}px`);

function sideVars(
  value: BlockSpacing | undefined,
  targets: readonly [string, string, string, string],
): Record<string, string | undefined> {
  return {
    [targets[0]]: px(value?.top),
    [targets[1]]: px(value?.right),
    [targets[2]]: px(value?.bottom),
    [targets[3]]: px(value?.left),
  };
}

function styleVars(
  style: BlockStyle | undefined,
  v: css.BlockStyleVarSet,
): Record<string, string | undefined> {
  if (!style) return {};
  return {
    ...sideVars(style.margin, v.margin),
    ...sideVars(style.padding, v.padding),
    [v.textAlign]: style.textAlign,
    [v.minHeight]: style.minHeight,
    [v.backgroundColor]: style.backgroundColor,
    [v.borderColor]: style.borderColor,
    [v.borderWidth]: px(style.borderWidth),
    [v.borderRadius]: px(style.borderRadius),
  };
}

/** Props to spread on a block's root: its box class, the custom properties and the hide switch. */
export function blockBoxProps(
  style: BlockStyle | undefined,
  mobileStyle?: BlockStyle,
  extra?: Record<string, string | undefined>,
): { className: string; style: CSSProperties; 'data-pb-hidden'?: string } {
  const hiddenDesktop = style?.hidden === true;
  const hiddenMobile = mobileStyle?.hidden ?? hiddenDesktop;
  const hidden =
    hiddenDesktop && hiddenMobile ? 'all' : hiddenDesktop ? 'desktop' : hiddenMobile ? 'mobile' : undefined;
  return {
    className: css.blockBox,
    style: inlineVars({
      ...styleVars(style, css.desktopVars),
      ...styleVars(mobileStyle, css.mobileVars),
      ...extra,
    }),
    ...(hidden ? { 'data-pb-hidden': hidden } : {}),
  };
}
