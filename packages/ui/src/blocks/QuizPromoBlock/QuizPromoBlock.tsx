import type { ReactElement, ReactNode } from 'react';
import { QuizPromo } from '../../components/QuizPromo';
import * as css from './QuizPromoBlock.css';

/** Spec §8 quiz texts, the block's defaults. */
export const quizPromoDefaults = {
  title: 'Skin Quiz',
  text: "Not sure what your skin needs? Let's build you a personalised routine.",
  buttonText: 'Take The Test',
} as const;

export interface QuizPromoBlockLinkProps {
  href: string;
  children: ReactNode;
}

export interface QuizPromoBlockProps {
  title?: string;
  text?: string;
  buttonText?: string;
  /** Where the button leads (the quiz page); without it there is no button. */
  href?: string;
  renderLink?: (props: QuizPromoBlockLinkProps) => ReactElement;
  eyebrow?: string;
  loading?: boolean;
}

const defaultRenderLink = ({ href, children }: QuizPromoBlockLinkProps) => <a href={href}>{children}</a>;

/**
 * The quiz promo as a CMS block: the kit's QuizPromo (same looks as on category pages) with the
 * author's link turned into its "Take The Test" button.
 */
export function QuizPromoBlock({
  title = quizPromoDefaults.title,
  text = quizPromoDefaults.text,
  buttonText = quizPromoDefaults.buttonText,
  href,
  renderLink = defaultRenderLink,
  eyebrow,
  loading = false,
}: QuizPromoBlockProps) {
  return (
    <div className={css.root}>
      <QuizPromo
        title={title}
        text={text}
        eyebrow={eyebrow}
        loading={loading}
        action={href ? renderLink({ href, children: buttonText }) : undefined}
      />
    </div>
  );
}
