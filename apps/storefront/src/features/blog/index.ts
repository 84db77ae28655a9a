/**
 * The journal's public face (issue 14). The blog route loads as its own chunk from the route
 * table; the shell's Journal link is a plain link to BLOG_PATH, so nothing here is in the first
 * download of other pages.
 */
export { BLOG_PATH } from './rules';
