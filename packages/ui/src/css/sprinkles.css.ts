import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/contract.css';
import { mediaQueries } from './breakpoints';

export const responsiveConditions = ['mobile', 'small', 'medium', 'large'] as const;

const space = vars.space;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    small: { '@media': mediaQueries.small },
    medium: { '@media': mediaQueries.medium },
    large: { '@media': mediaQueries.large },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'small', 'medium', 'large'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    alignSelf: ['auto', 'stretch', 'flex-start', 'center', 'flex-end'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    width: { auto: 'auto', full: '100%', half: '50%', fit: 'fit-content' },
    maxWidth: {
      none: 'none',
      full: '100%',
      narrow: vars.layout.containerNarrow,
      medium: vars.layout.containerMedium,
      wide: vars.layout.containerWide,
    },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['alignItems', 'justifyContent'],
  },
});

const colorProperties = defineProperties({
  conditions: {
    default: {},
    hover: { selector: '&:hover' },
  },
  defaultCondition: 'default',
  properties: {
    color: {
      ink: vars.color.ink,
      inkSoft: vars.color.inkSoft,
      muted: vars.color.muted,
      brand: vars.color.brand,
      accent: vars.color.accent,
      onBrand: vars.color.onBrand,
      inherit: 'inherit',
    },
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      accentSoft: vars.color.accentSoft,
      transparent: 'transparent',
    },
  },
});

const staticProperties = defineProperties({
  properties: {
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative', 'absolute', 'sticky', 'static'],
    overflow: ['hidden', 'visible', 'auto'],
    minWidth: { 0: '0' },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
