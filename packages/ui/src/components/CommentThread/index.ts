export { CommentThread, defaultCommentThreadLabels } from './CommentThread';
export type { CommentThreadProps, CommentThreadLabels, CommentItem } from './CommentThread';
export { linkifyText } from './linkify';
export type { TextPart } from './linkify';
