export { QuizPromo } from './QuizPromo';
export type { QuizPromoProps } from './QuizPromo';
