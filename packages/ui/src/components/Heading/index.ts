export { Heading, headingLevels, headingSizes, headingTones, defaultSizeForLevel } from './Heading';
export type { HeadingProps, HeadingLevel, HeadingSize, HeadingTone } from './Heading';
