import type { ReactNode } from 'react';
import { bottom, bottomInner, content, root } from './Footer.css';

export interface FooterSlotProps {
  children?: ReactNode;
}

/** Page footer landmark on a sunken surface. */
function Root({ children }: FooterSlotProps) {
  return <footer className={root}>{children}</footer>;
}

/** Columns of links and text: 1 column, 2 from 640 px, 4 from 1024 px. */
function Content({ children }: FooterSlotProps) {
  return <div className={content}>{children}</div>;
}

/** Bottom bar: copyright, store switcher, legal links. */
function Bottom({ children }: FooterSlotProps) {
  return (
    <div className={bottom}>
      <div className={bottomInner}>{children}</div>
    </div>
  );
}

export const Footer = { Root, Content, Bottom };
