import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Icon } from '../../components/Icon';
import type { ProductCardProps } from '../../components/ProductCard';
import { TextField } from '../../components/TextField';
import { ServerError, SuccessNote } from '../../private/FormMessages';
import { inlineVars } from '../../private/inlineVars';
import { useBlockForm } from '../../private/useBlockForm';
import { validationMessages } from '../../validation';
import { ProductGrid } from '../ProductGrid';
import * as css from './ProductQuiz.css';
import {
  chooseAnswer,
  isAnswered,
  quizEmailErrors,
  quizResult,
  type QuizAnswers,
  type QuizEmailValues,
  type QuizQuestion,
} from './productQuizRules';
import { useHydrated } from '../../private/useHydrated';

export const productQuizStatuses = ['idle', 'submitting', 'success', 'error'] as const;
export type ProductQuizStatus = (typeof productQuizStatuses)[number];

export interface ProductQuizResult {
  /** Chosen answer ids per question id, in question order. */
  answers: Record<string, string[]>;
  /** Where the results go (spec §1: the quiz results are sent by e-mail). */
  email: string;
}

export interface ProductQuizLabels {
  start: string;
  next: string;
  back: string;
  submit: string;
  progress: (current: number, total: number) => string;
  /** Progress text of the e-mail step. */
  lastStep: string;
  chooseAnswer: string;
  chooseAny: string;
  emailTitle: string;
  emailText: string;
  email: string;
  required: string;
  invalidEmail: string;
  /** Gets the address typed on the e-mail step (empty when the quiz opens already done). */
  success: (email: string) => string;
  recommendations: string;
  restart: string;
}

export const defaultProductQuizLabels: ProductQuizLabels = {
  start: 'Take The Test',
  next: 'Next',
  back: 'Back',
  submit: 'Send my routine',
  progress: (current, total) => `Question ${current} of ${total}`,
  lastStep: 'Last step',
  chooseAnswer: 'Please choose an answer.',
  chooseAny: 'Choose all that apply.',
  emailTitle: 'Where should we send your routine?',
  emailText: 'We will e-mail you your personalised routine with the products picked for your skin.',
  email: 'E-mail',
  required: validationMessages.required,
  invalidEmail: validationMessages.email,
  success: (email) =>
    email
      ? `Thank you! Your personalised routine is on its way to ${email}.`
      : 'Thank you! Your personalised routine is on its way to your inbox.',
  recommendations: 'Recommended for you',
  restart: 'Retake the quiz',
};

export interface ProductQuizProps {
  /** Spec §8: "Skin Quiz". */
  title?: string;
  /** Spec §8: "Not sure what your skin needs? Let's build you a personalised routine." */
  intro?: string;
  /** Start with the intro and its "Take The Test" button (default) or with the first question. */
  showIntro?: boolean;
  questions: readonly QuizQuestion[];
  /** Label of the required terms checkbox on the e-mail step. */
  agreementLabel?: ReactNode;
  /** The answers and the e-mail, once every question is answered and the e-mail step is valid. */
  onComplete: (result: ProductQuizResult) => void;
  /** The app's call: `success` shows the confirmation and the recommendations. */
  status?: ProductQuizStatus;
  /** Server message for `status="error"`; answers and e-mail stay. */
  errorMessage?: string;
  /** Products the app picked from the answers (shown after success; none: no product section). */
  recommendations?: readonly ProductCardProps[];
  recommendationsLoading?: boolean;
  /** "Retake the quiz" pressed: the quiz starts over (the app may reset its status). */
  onRestart?: () => void;
  labels?: Partial<ProductQuizLabels>;
  headingLevel?: 2 | 3;
}

/**
 * Product quiz block: a few questions about the shopper's skin (one or several answers each), a
 * progress bar, back and next, then the e-mail step (spec §1: results are sent by e-mail, terms
 * required) and finally the confirmation with the recommended products. Enter moves on; focus
 * follows each step.
 */
export function ProductQuiz({
  title = 'Skin Quiz',
  intro = "Not sure what your skin needs? Let's build you a personalised routine.",
  showIntro = true,
  questions,
  agreementLabel = 'I agree to the privacy policy and to receive my routine by e-mail',
  onComplete,
  status = 'idle',
  errorMessage,
  recommendations,
  recommendationsLoading = false,
  onRestart,
  labels: labelsProp,
  headingLevel = 2,
}: ProductQuizProps) {
  const hydrated = useHydrated();
  const labels = { ...defaultProductQuizLabels, ...labelsProp };
  const titleId = useId();
  const baseId = useId().replace(/:/g, '');
  const HeadingTag = `h${headingLevel}` as const;
  const SubHeadingTag = headingLevel === 2 ? 'h3' : 'h4';
  const total = questions.length;
  const emailStep = total;

  const [step, setStep] = useState(showIntro ? -1 : 0);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState(status === 'success');
  const [seenStatus, setSeenStatus] = useState(status);
  if (seenStatus !== status) {
    setSeenStatus(status);
    if (status === 'success') setDone(true);
  }
  const finished = done && status === 'success';

  // Focus follows the step (not on first render): the new step's progress line or the note.
  const [moves, setMoves] = useState(0);
  const focusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (moves > 0) focusRef.current?.focus();
  }, [moves, finished]);
  const goTo = (next: number) => {
    setStep(next);
    setMissing(false);
    setMoves((n) => n + 1);
  };

  const formRef = useRef<HTMLFormElement | null>(null);
  const form = useBlockForm<QuizEmailValues>({
    initialValues: { email: '', agreed: false },
    validate: (v) => quizEmailErrors(v, labels),
    formRef,
    onValid: (v) => {
      if (status !== 'submitting')
        onComplete({ answers: quizResult(questions, answers), email: v.email.trim() });
    },
  });

  const question = step >= 0 && step < total ? questions[step] : undefined;
  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (question && !isAnswered(question, answers)) {
      setMissing(true);
      return;
    }
    goTo(step + 1);
  };
  const restart = () => {
    setAnswers({});
    setDone(false);
    goTo(0);
    onRestart?.();
  };

  const progressValue = finished ? total + 1 : Math.max(0, step);
  const progress =
    step >= 0 && !finished ? (
      <div className={css.progress}>
        <p
          ref={(el) => {
            focusRef.current = el;
          }}
          tabIndex={-1}
          className={css.progressText}
          id={`${baseId}-progress`}
        >
          {step < total ? labels.progress(step + 1, total) : labels.lastStep}
        </p>
        <div
          className={css.track}
          role="progressbar"
          aria-labelledby={`${baseId}-progress`}
          aria-valuemin={0}
          aria-valuemax={total + 1}
          aria-valuenow={progressValue}
        >
          <span
            className={css.bar}
            style={inlineVars({ [css.progressVar]: String(progressValue / (total + 1)) })}
          />
        </div>
      </div>
    ) : null;

  let body: ReactNode;
  if (finished) {
    body = (
      <div className={css.done}>
        <SuccessNote
          ref={(el) => {
            focusRef.current = el;
          }}
        >
          {labels.success(form.values.email.trim())}
        </SuccessNote>
        {(recommendations && recommendations.length > 0) || recommendationsLoading ? (
          <ProductGrid
            title={labels.recommendations}
            headingLevel={headingLevel === 2 ? 3 : 2}
            products={recommendations ?? []}
            loading={recommendationsLoading}
            columns={3}
            loadingCount={3}
          />
        ) : null}
        <div>
          <Button variant="secondary" onClick={restart}>
            {labels.restart}
          </Button>
        </div>
      </div>
    );
  } else if (step === -1) {
    body = (
      <div className={css.intro}>
        <p className={css.introText}>{intro}</p>
        <div>
          <Button onClick={() => goTo(0)}>{labels.start}</Button>
        </div>
      </div>
    );
  } else if (question) {
    const chosen = answers[question.id] ?? [];
    const errorId = `${baseId}-error`;
    const hintId = `${baseId}-hint`;
    const hint = question.hint ?? (question.multiple ? labels.chooseAny : undefined);
    body = (
      <form className={css.step} noValidate onSubmit={next} key={question.id}>
        <fieldset
          className={css.fieldset}
          aria-describedby={
            [missing ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
          }
          aria-invalid={missing || undefined}
        >
          <legend className={css.question}>{question.text}</legend>
          {hint ? (
            <p id={hintId} className={css.hint}>
              {hint}
            </p>
          ) : null}
          <div className={css.answers} data-count={question.answers.length > 4 ? 'many' : 'few'}>
            {question.answers.map((answer) => {
              const id = `${baseId}-${question.id}-${answer.id}`;
              const checked = chosen.includes(answer.id);
              return (
                <label
                  key={answer.id}
                  htmlFor={id}
                  className={css.answer}
                  data-state={checked ? 'checked' : 'unchecked'}
                >
                  <input
                    id={id}
                    className={css.input}
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={`${baseId}-${question.id}`}
                    value={answer.id}
                    checked={checked}
                    onChange={() => {
                      setAnswers((all) => ({
                        ...all,
                        [question.id]: chooseAnswer(question, chosen, answer.id),
                      }));
                      setMissing(false);
                    }}
                  />
                  <span
                    className={css.mark}
                    data-kind={question.multiple ? 'checkbox' : 'radio'}
                    aria-hidden="true"
                  >
                    <Icon name="check" size="small" />
                  </span>
                  <span className={css.answerText}>
                    <span className={css.answerLabel}>{answer.label}</span>
                    {answer.description ? (
                      <span className={css.answerDescription}>{answer.description}</span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </div>
          <div aria-live="polite">
            {missing ? (
              <p id={errorId} className={css.error}>
                <Icon name="alert" size="small" />
                <span>{labels.chooseAnswer}</span>
              </p>
            ) : null}
          </div>
        </fieldset>
        <div className={css.nav}>
          {step > 0 || showIntro ? (
            <Button type="button" variant="ghost" onClick={() => goTo(step - 1)}>
              <Icon name="chevron-left" size="small" />
              {labels.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={!hydrated}>
            {labels.next}
          </Button>
        </div>
      </form>
    );
  } else {
    body = (
      <form ref={formRef} className={css.step} noValidate onSubmit={form.submit}>
        <div className={css.emailIntro}>
          <SubHeadingTag className={css.question}>{labels.emailTitle}</SubHeadingTag>
          <p className={css.hint}>{labels.emailText}</p>
        </div>
        <TextField
          label={labels.email}
          type="email"
          name="email"
          autoComplete="email"
          value={form.values.email}
          onValueChange={(v) => form.set('email', v)}
          onBlur={form.blur('email')}
          noValidate
          maxLength={null}
          error={form.errors.email}
        />
        <Checkbox
          name="agreement"
          label={agreementLabel}
          checked={form.values.agreed}
          onCheckedChange={(c) => form.set('agreed', c)}
          error={form.errors.agreed}
          aria-required
        />
        {status === 'error' && errorMessage ? <ServerError>{errorMessage}</ServerError> : null}
        <div className={css.nav}>
          {total > 0 ? (
            <Button type="button" variant="ghost" onClick={() => goTo(emailStep - 1)}>
              <Icon name="chevron-left" size="small" />
              {labels.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={status === 'submitting'} disabled={!hydrated}>
            {labels.submit}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section
      className={css.root}
      aria-labelledby={titleId}
      data-state={finished ? 'done' : step === -1 ? 'intro' : step < total ? 'question' : 'email'}
    >
      <HeadingTag id={titleId} className={css.title}>
        {title}
      </HeadingTag>
      {progress}
      {body}
    </section>
  );
}
