export { ProductQuiz, productQuizStatuses, defaultProductQuizLabels } from './ProductQuiz';
export type {
  ProductQuizProps,
  ProductQuizStatus,
  ProductQuizResult,
  ProductQuizLabels,
} from './ProductQuiz';
export { chooseAnswer, isAnswered, quizResult, quizEmailErrors } from './productQuizRules';
export type { QuizAnswer, QuizQuestion, QuizAnswers, QuizEmailValues } from './productQuizRules';
