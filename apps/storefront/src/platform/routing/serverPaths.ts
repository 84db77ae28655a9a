/** What the server answers beside the app (media files, static files, the API): never a route. */
const SERVER_PATH = /^\/(media|static|graphql)(\/|$)/;

/** `/media/guide.pdf` is a file, `/about` a route of the store view. */
export function isServerPath(path: string): boolean {
  return SERVER_PATH.test(path);
}
