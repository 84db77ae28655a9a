import type { ReactNode } from 'react';
import { text, textAligns, textSizes, textTones, textWeights } from './Text.css';

export { textAligns, textSizes, textTones, textWeights };
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextAlign = (typeof textAligns)[number];
export const textElements = ['p', 'span', 'div', 'strong', 'em', 'small', 'label', 'dt', 'dd', 'li'] as const;
export type TextElement = (typeof textElements)[number];

export interface TextProps {
  children?: ReactNode;
  /** Element to render: `p` (default), `span`, `label` … */
  as?: TextElement;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: TextAlign;
  /** One line with an ellipsis. */
  truncate?: boolean;
  /** Small caps-style eyebrow label. */
  uppercase?: boolean;
  id?: string;
  /** For `as="label"`. */
  htmlFor?: string;
}

/** Body copy. Size, tone and weight come from the type scale; no outer margin. */
export function Text({
  children,
  as: Element = 'p',
  size,
  tone,
  weight,
  align,
  truncate,
  uppercase,
  id,
  htmlFor,
}: TextProps) {
  return (
    <Element
      id={id}
      {...(Element === 'label' && htmlFor ? { htmlFor } : {})}
      className={text({ size, tone, weight, align, truncate, uppercase })}
    >
      {children}
    </Element>
  );
}
