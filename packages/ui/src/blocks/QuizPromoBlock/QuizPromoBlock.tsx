import { QuizPromo } from '../../components/QuizPromo';
import { RegisteredLink } from '../../components/LinkProvider';
import * as css from './QuizPromoBlock.css';

/** Spec §8 quiz texts, the block's defaults. */
export const quizPromoDefaults = {
  title: 'Skin Quiz',
  text: "Not sure what your skin needs? Let's build you a personalised routine.",
  buttonText: 'Take The Test',
} as const;

export interface QuizPromoBlockProps {
  title?: string;
  text?: string;
  buttonText?: string;
  /** Where the button leads (the quiz page); without it there is no button. */
  href?: string;
  eyebrow?: string;
  loading?: boolean;
}

/**
 * The quiz promo as a CMS block: the kit's QuizPromo (same looks as on category pages) with the
 * author's link turned into its "Take The Test" button.
 */
export function QuizPromoBlock({
  title = quizPromoDefaults.title,
  text = quizPromoDefaults.text,
  buttonText = quizPromoDefaults.buttonText,
  href,
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
        action={href ? <RegisteredLink href={href}>{buttonText}</RegisteredLink> : undefined}
      />
    </div>
  );
}
