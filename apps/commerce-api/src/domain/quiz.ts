import type { Db, Queryable } from '../db/client.js';
import { inputError, noSuchEntity } from './errors.js';
import { fieldError, FORM_TEXT, isEmail, queueEmail } from './forms.js';

export const ROUTINE_STEPS = ['CLEANSE', 'TONE', 'TREAT', 'EYE', 'MOISTURISE', 'MASK'] as const;
export type RoutineStep = (typeof ROUTINE_STEPS)[number];

export const QUIZ_TEXT = {
  terms: 'Please agree to the terms to receive your results.',
  answerRequired: 'Please answer this question.',
  oneAnswer: 'Choose one answer.',
  tooMany: (max: number) => `Choose at most ${max} answers.`,
  unknownQuestion: (code: string) => `The quiz has no question "${code}".`,
  unknownAnswer: (code: string) => `"${code}" is not an answer to this question.`,
  duplicate: (code: string) => `The question "${code}" is answered more than once.`,
} as const;

export interface QuizAnswerModel {
  answer_id: number;
  code: string;
  position: number;
  label: string;
  description: string | null;
  routine_steps: string | null;
}

export interface QuizQuestionModel {
  question_id: number;
  code: string;
  position: number;
  type: 'SINGLE' | 'MULTIPLE';
  max_choices: number;
  required: boolean;
  title: string;
  hint: string | null;
  answers: QuizAnswerModel[];
}

export interface QuizModel {
  quiz_id: number;
  identifier: string;
  title: string;
  description: string;
  result_title: string;
  result_text: string;
  terms_text: string;
  questions: QuizQuestionModel[];
}

/** A quiz with its questions and answers in the store view's language (default scope as fallback). */
export async function findQuiz(
  db: Queryable,
  storeId: number,
  by: { id?: number | null; identifier?: string | null },
): Promise<QuizModel> {
  const identifier = by.identifier?.trim();
  if (by.id == null && !identifier) throw inputError('Quiz id/identifier should be specified');
  const quizzes = await db.query<Omit<QuizModel, 'questions'>>(
    `SELECT q.quiz_id, q.identifier, s.title, s.description, s.result_title, s.result_text, s.terms_text
       FROM product_quiz q
       JOIN LATERAL (SELECT * FROM product_quiz_store x WHERE x.quiz_id = q.quiz_id AND x.store_id IN (0, $1)
                      ORDER BY x.store_id DESC LIMIT 1) s ON true
      WHERE q.is_active AND ${by.id != null ? 'q.quiz_id = $2' : 'q.identifier = $2'}`,
    [storeId, by.id ?? identifier],
  );
  const quiz = quizzes[0];
  if (!quiz) throw noSuchEntity(`The quiz with the "${String(by.id ?? identifier)}" ID doesn't exist.`);
  const [questions, answers] = await Promise.all([
    db.query<Omit<QuizQuestionModel, 'answers'>>(
      `SELECT q.question_id, q.code, q.position, q.type, q.max_choices, q.is_required AS required, s.title, s.hint
         FROM product_quiz_question q
         JOIN LATERAL (SELECT title, hint FROM product_quiz_question_store x
                        WHERE x.question_id = q.question_id AND x.store_id IN (0, $1)
                        ORDER BY x.store_id DESC LIMIT 1) s ON true
        WHERE q.quiz_id = $2 ORDER BY q.position, q.question_id`,
      [storeId, quiz.quiz_id],
    ),
    db.query<QuizAnswerModel & { question_id: number }>(
      `SELECT a.question_id, a.answer_id, a.code, a.position, a.routine_steps, s.label, s.description
         FROM product_quiz_answer a JOIN product_quiz_question q ON q.question_id = a.question_id
         JOIN LATERAL (SELECT label, description FROM product_quiz_answer_store x
                        WHERE x.answer_id = a.answer_id AND x.store_id IN (0, $1)
                        ORDER BY x.store_id DESC LIMIT 1) s ON true
        WHERE q.quiz_id = $2 ORDER BY a.position, a.answer_id`,
      [storeId, quiz.quiz_id],
    ),
  ]);
  return {
    ...quiz,
    questions: questions.map((q) => ({
      ...q,
      answers: answers.filter((a) => a.question_id === q.question_id).map(({ question_id: _, ...a }) => a),
    })),
  };
}

export interface QuizSubmission {
  quiz_id: number;
  email: string;
  terms_accepted: boolean;
  answers: { question_code: string; answer_codes: string[] }[];
}

/** Checks answers against the quiz definition; returns the chosen answers, in question order. */
export function validateAnswers(quiz: QuizModel, given: QuizSubmission['answers']): QuizAnswerModel[] {
  const byQuestion = new Map<string, string[]>();
  for (const a of given) {
    if (byQuestion.has(a.question_code))
      throw fieldError(a.question_code, QUIZ_TEXT.duplicate(a.question_code));
    if (!quiz.questions.some((q) => q.code === a.question_code))
      throw fieldError(a.question_code, QUIZ_TEXT.unknownQuestion(a.question_code));
    byQuestion.set(a.question_code, [...new Set(a.answer_codes)]);
  }
  const chosen: QuizAnswerModel[] = [];
  for (const q of quiz.questions) {
    const codes = byQuestion.get(q.code) ?? [];
    if (codes.length === 0) {
      if (q.required) throw fieldError(q.code, QUIZ_TEXT.answerRequired);
      continue;
    }
    if (q.type === 'SINGLE' && codes.length > 1) throw fieldError(q.code, QUIZ_TEXT.oneAnswer);
    if (codes.length > q.max_choices) throw fieldError(q.code, QUIZ_TEXT.tooMany(q.max_choices));
    for (const code of codes) {
      const answer = q.answers.find((a) => a.code === code);
      if (!answer) throw fieldError(q.code, QUIZ_TEXT.unknownAnswer(code));
      chosen.push(answer);
    }
  }
  return chosen;
}

export interface Candidate {
  sku: string;
  step: RoutineStep;
  position: number;
  in_stock: boolean;
}

/**
 * The routine: the steps the routine-length answer asks for (all steps when none does), and for
 * each step the in-stock candidate with the highest score from the chosen answers' rules
 * (ties: lower position). Pure, so the rules are unit-testable.
 */
export function recommend(
  chosen: QuizAnswerModel[],
  candidates: Candidate[],
  rules: { answer_id: number; sku: string; weight: number }[],
): { step: RoutineStep; sku: string }[] {
  const stepsAnswer = chosen.find((a) => a.routine_steps);
  const steps = stepsAnswer
    ? stepsAnswer
        .routine_steps!.split(',')
        .map((s) => s.trim().toUpperCase())
        .filter((s): s is RoutineStep => (ROUTINE_STEPS as readonly string[]).includes(s))
    : [...ROUTINE_STEPS];
  const chosenIds = new Set(chosen.map((a) => a.answer_id));
  const score = new Map<string, number>();
  for (const r of rules) if (chosenIds.has(r.answer_id)) score.set(r.sku, (score.get(r.sku) ?? 0) + r.weight);
  const out: { step: RoutineStep; sku: string }[] = [];
  for (const step of steps) {
    const best = candidates
      .filter((c) => c.step === step && c.in_stock)
      .sort((a, b) => (score.get(b.sku) ?? 0) - (score.get(a.sku) ?? 0) || a.position - b.position)[0];
    if (best) out.push({ step, sku: best.sku });
  }
  return out;
}

/** Validates, scores, records the submission and queues the results e-mail in one transaction. */
export async function submitQuiz(
  db: Db,
  storeId: number,
  input: QuizSubmission,
): Promise<{ submission_id: number; recommendations: { step: RoutineStep; sku: string }[] }> {
  const quiz = await findQuiz(db, storeId, { id: input.quiz_id });
  const email = input.email.trim().toLowerCase();
  if (email === '') throw fieldError('email', FORM_TEXT.required);
  if (!isEmail(email)) throw fieldError('email', FORM_TEXT.email);
  if (input.terms_accepted !== true) throw fieldError('terms_accepted', QUIZ_TEXT.terms);
  const chosen = validateAnswers(quiz, input.answers);
  const [candidates, rules] = await Promise.all([
    db.query<Candidate>(
      `SELECT c.sku, c.step, c.position, (p.stock_status = 'IN_STOCK') AS in_stock
         FROM product_quiz_product c JOIN product p ON p.sku = c.sku
        WHERE c.quiz_id = $1`,
      [quiz.quiz_id],
    ),
    db.query<{ answer_id: number; sku: string; weight: number }>(
      'SELECT answer_id, sku, weight FROM product_quiz_rule WHERE answer_id = ANY($1::int[])',
      [chosen.map((a) => a.answer_id)],
    ),
  ]);
  const recommendations = recommend(chosen, candidates, rules);
  const answers = quiz.questions
    .map((q) => ({
      question: q.code,
      answers: chosen.filter((a) => q.answers.some((x) => x.answer_id === a.answer_id)).map((a) => a.code),
    }))
    .filter((a) => a.answers.length > 0);
  const submissionId = await db.transaction(async (tx) => {
    const rows = await tx.query<{ submission_id: number }>(
      `INSERT INTO product_quiz_submission (quiz_id, store_id, email, answers, recommended_skus)
       VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING submission_id`,
      [quiz.quiz_id, storeId, email, JSON.stringify(answers), recommendations.map((r) => r.sku).join(',')],
    );
    const id = rows[0]!.submission_id;
    await queueEmail(tx, storeId, 'product_quiz_results', email, {
      submission_id: id,
      quiz: quiz.identifier,
      answers,
      recommendations,
    });
    return id;
  });
  return { submission_id: submissionId, recommendations };
}
