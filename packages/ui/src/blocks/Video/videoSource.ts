/** What a video URL points at, and how to embed it. Pure, so the app can reuse it in tests. */
export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string; watchUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string; watchUrl: string }
  | { kind: 'file'; url: string };

const youtube =
  /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/|live\/)|youtu\.be\/)([\w-]{11})/i;
const vimeo = /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/)?(\d+)/i;

export function videoSource(url: string): VideoSource {
  const yt = youtube.exec(url.trim());
  if (yt?.[1]) {
    return {
      kind: 'youtube',
      id: yt[1],
      // The no-cookie host: nothing is stored before the visitor plays the video.
      embedUrl: `https://www.youtube-nocookie.com/embed/${yt[1]}?autoplay=1&rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${yt[1]}`,
    };
  }
  const vm = vimeo.exec(url.trim());
  if (vm?.[1]) {
    return {
      kind: 'vimeo',
      id: vm[1],
      embedUrl: `https://player.vimeo.com/video/${vm[1]}?autoplay=1&dnt=1`,
      watchUrl: `https://vimeo.com/${vm[1]}`,
    };
  }
  return { kind: 'file', url: url.trim() };
}
