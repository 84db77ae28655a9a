export { QuizPromoBlock, quizPromoDefaults } from './QuizPromoBlock';
export type { QuizPromoBlockProps } from './QuizPromoBlock';
