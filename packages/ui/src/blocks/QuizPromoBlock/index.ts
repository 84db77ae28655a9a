export { QuizPromoBlock, quizPromoDefaults } from './QuizPromoBlock';
export type { QuizPromoBlockProps, QuizPromoBlockLinkProps } from './QuizPromoBlock';
