import { email, required, validate } from '../../validation';

export interface QuizAnswer {
  id: string;
  label: string;
  /** A second line, e.g. what "combination skin" means. */
  description?: string;
}

export interface QuizQuestion {
  id: string;
  text: string;
  /** Under the question, e.g. "Choose all that apply". */
  hint?: string;
  /** Several answers may be chosen (check boxes) instead of one (radio buttons). */
  multiple?: boolean;
  answers: readonly QuizAnswer[];
}

/** Chosen answer ids per question id. */
export type QuizAnswers = Readonly<Record<string, readonly string[]>>;

/** Chooses `answerId`: replaces the choice of a single-choice question, toggles a multiple one. */
export function chooseAnswer(question: QuizQuestion, chosen: readonly string[], answerId: string): string[] {
  if (!question.multiple) return [answerId];
  return chosen.includes(answerId) ? chosen.filter((id) => id !== answerId) : [...chosen, answerId];
}

/** A question counts as answered with at least one answer that still exists in it. */
export function isAnswered(question: QuizQuestion, answers: QuizAnswers): boolean {
  const chosen = answers[question.id] ?? [];
  return chosen.some((id) => question.answers.some((a) => a.id === id));
}

/** Answers in question order, only of the given questions (ids of answers that exist). */
export function quizResult(
  questions: readonly QuizQuestion[],
  answers: QuizAnswers,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const q of questions) {
    const chosen = answers[q.id] ?? [];
    out[q.id] = q.answers.filter((a) => chosen.includes(a.id)).map((a) => a.id);
  }
  return out;
}

export interface QuizEmailValues {
  email: string;
  agreed: boolean;
}

/** Spec §5: the results go to a valid e-mail, and only with the terms agreed. */
export function quizEmailErrors(
  values: QuizEmailValues,
  messages: { required: string; invalidEmail: string },
): Partial<Record<keyof QuizEmailValues, string>> {
  const errors: Partial<Record<keyof QuizEmailValues, string>> = {};
  const emailError = validate(values.email, [
    required({ message: messages.required }),
    email({ message: messages.invalidEmail }),
  ]);
  if (emailError) errors.email = emailError;
  if (!values.agreed) errors.agreed = messages.required;
  return errors;
}
