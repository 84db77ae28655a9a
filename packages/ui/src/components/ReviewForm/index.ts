export { ReviewForm, reviewFormStatuses, defaultReviewFormLabels } from './ReviewForm';
export type { ReviewFormProps, ReviewFormStatus, ReviewFormLabels } from './ReviewForm';
export { reviewFormErrors, emptyReview } from './reviewFormRules';
export type {
  ReviewFormValues,
  ReviewFormErrors,
  ReviewFormField,
  ReviewFormMessages,
} from './reviewFormRules';
