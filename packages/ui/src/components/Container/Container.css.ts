import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const containerSizes = ['narrow', 'medium', 'wide'] as const;
/** Vertical room of a page section (a page's top-level container uses `page`). */
export const containerPaddings = ['none', 'section', 'page'] as const;

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.layout.gutterMobile,
    '@media': { [mediaQueries.large]: { paddingInline: vars.layout.gutterDesktop } },
  },
  variants: {
    size: {
      narrow: { maxWidth: vars.layout.containerNarrow },
      medium: { maxWidth: vars.layout.containerMedium },
      wide: { maxWidth: vars.layout.containerWide },
    },
    gutters: {
      true: {},
      false: { paddingInline: 0, '@media': { [mediaQueries.large]: { paddingInline: 0 } } },
    },
    paddingY: {
      none: {},
      section: { paddingBlock: vars.space.large },
      page: {
        paddingBlock: `${vars.space.large} ${vars.space.xxlarge}`,
        '@media': { [mediaQueries.large]: { paddingBlock: `${vars.space.xlarge} ${vars.space.xxxlarge}` } },
      },
    },
  },
  defaultVariants: { size: 'wide', gutters: true, paddingY: 'none' },
});
