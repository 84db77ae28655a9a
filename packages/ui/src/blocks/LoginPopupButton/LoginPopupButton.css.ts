import { styleVariants } from '@vanilla-extract/css';

const base = { display: 'flex' } as const;

export const root = styleVariants({
  left: { ...base, justifyContent: 'flex-start' },
  center: { ...base, justifyContent: 'center' },
  right: { ...base, justifyContent: 'flex-end' },
});
