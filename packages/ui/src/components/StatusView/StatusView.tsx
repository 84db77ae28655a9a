import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading';
import {
  action as actionClass,
  eyebrow as eyebrowClass,
  message as messageClass,
  root,
} from './StatusView.css';

export const statusViewTones = ['neutral', 'critical'] as const;
export type StatusViewTone = (typeof statusViewTones)[number];

export interface StatusViewProps {
  /** Main line, e.g. "404 error". */
  title: ReactNode;
  /** Explanation below the title. */
  message?: ReactNode;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  /** Call to action slot, e.g. a Button rendering a router link. */
  action?: ReactNode;
  headingLevel?: HeadingLevel;
  /** `critical` announces the view as an alert. */
  tone?: StatusViewTone;
}

/** Full-width message for not-found and error pages. The app passes every text. */
export function StatusView({
  title,
  message,
  eyebrow,
  action,
  headingLevel = 1,
  tone = 'neutral',
}: StatusViewProps) {
  return (
    <section className={root} data-tone={tone} {...(tone === 'critical' ? { role: 'alert' } : {})}>
      {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
      <Heading level={headingLevel} size="xlarge" align="center">
        {title}
      </Heading>
      {message ? <p className={messageClass}>{message}</p> : null}
      {action ? <div className={actionClass}>{action}</div> : null}
    </section>
  );
}
