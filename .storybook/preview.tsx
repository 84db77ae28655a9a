import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { shopTheme } from '../packages/ui/src/themes/shop.css';
import { themeRoot } from './preview.css';

/** Puts the shop theme class on <html> so portals and the body get the theme too. */
function ThemeRoot({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.classList.add(shopTheme);
  }, []);
  return <div className={`${shopTheme} ${themeRoot}`}>{children}</div>;
}

const withShopTheme: Decorator = (Story) => (
  <ThemeRoot>
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  decorators: [withShopTheme],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Violations fail: the test-runner runs axe on every story (see test-runner.ts).
    a11y: { test: 'error', context: '#storybook-root' },
    options: {
      storySort: { order: ['Foundations', 'Layout', 'Typography', 'Actions', 'Media', 'Feedback', 'Shell'] },
    },
  },
};

export default preview;
