export { Rating, ratingSizes, defaultRatingLabels } from './Rating';
export type { RatingProps, RatingSize, RatingLabels } from './Rating';
export { ratingHints, ratingMax, ratingFromSummary, starFill } from './ratingMath';
