import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const filterSidebarWidths = ['wide', 'narrow'] as const;

export const sidebar = recipe({
  base: {
    // Spec §2: the filter sidebar shows from 1024 px; smaller screens use FilterDialog.
    display: 'none',
    '@media': {
      [mediaQueries.large]: {
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.xlarge,
        width: '100%',
        position: 'sticky',
        top: vars.layout.headerHeight,
        maxHeight: `calc(100vh - ${vars.layout.headerHeight})`,
        overflowY: 'auto',
        paddingBlock: vars.space.large,
        paddingInlineEnd: vars.space.large,
      },
    },
  },
  variants: {
    width: {
      wide: { maxWidth: vars.layout.filterSidebarWide },
      narrow: { maxWidth: vars.layout.filterSidebarNarrow },
    },
  },
  defaultVariants: { width: 'wide' },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.regular,
  color: vars.color.ink,
});
