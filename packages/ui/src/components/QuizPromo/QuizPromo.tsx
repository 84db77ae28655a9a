import { useId, type ReactNode } from 'react';
import { Shimmer } from '../Shimmer';
import {
  action as actionClass,
  eyebrow,
  root,
  text as textClass,
  title as titleClass,
} from './QuizPromo.css';

export interface QuizPromoProps {
  /** Spec §8: "Skin Quiz". */
  title?: string;
  /** Spec §8: "Not sure what your skin needs? Let's build you a personalised routine." */
  text?: string;
  /** The app's link to the quiz, e.g. `<Link to="/skin-quiz">Take The Test</Link>` (spec: "Take The Test"). */
  action?: ReactNode;
  /** Small line above the title. */
  eyebrow?: string;
  /** Spec §4: a loading placeholder while the store config is fetched. */
  loading?: boolean;
}

/** The skin-quiz promo block of category pages (spec §4: shown only when enabled for the category). */
export function QuizPromo({
  title = 'Skin Quiz',
  text = "Not sure what your skin needs? Let's build you a personalised routine.",
  action,
  eyebrow: eyebrowText,
  loading = false,
}: QuizPromoProps) {
  const id = useId();
  if (loading) {
    return (
      <div className={root} aria-hidden="true" data-state="loading">
        <Shimmer shape="line" width="40%" />
        <Shimmer shape="block" height="4rem" />
      </div>
    );
  }
  return (
    <section className={root} aria-labelledby={id} data-state="ready">
      {eyebrowText ? <span className={eyebrow}>{eyebrowText}</span> : null}
      <h2 id={id} className={titleClass}>
        {title}
      </h2>
      <p className={textClass}>{text}</p>
      {action ? <div className={actionClass}>{action}</div> : null}
    </section>
  );
}
