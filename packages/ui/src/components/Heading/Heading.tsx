import type { ReactNode } from 'react';
import { defaultSizeForLevel, heading, headingLevels, headingSizes, headingTones } from './Heading.css';

export { headingLevels, headingSizes, headingTones, defaultSizeForLevel };
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];
export type HeadingTone = (typeof headingTones)[number];

export interface HeadingProps {
  children?: ReactNode;
  /** Document outline level (h1–h6). */
  level: HeadingLevel;
  /** Visual size, independent of the level; defaults from the level. */
  size?: HeadingSize;
  tone?: HeadingTone;
  align?: 'left' | 'center' | 'right';
  id?: string;
}

/** Section heading; `level` sets the outline, `size` sets the look. */
export function Heading({ children, level, size, tone, align, id }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={heading({ size: size ?? defaultSizeForLevel[level], tone, align })}>
      {children}
    </Element>
  );
}
