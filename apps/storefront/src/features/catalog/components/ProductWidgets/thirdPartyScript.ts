/**
 * Loads a provider's script once per page. A script that fails or does not answer in time rejects
 * (and may be tried again later); nothing of the page waits for it.
 */
const scripts = new Map<string, Promise<void>>();
const TIMEOUT_MS = 10_000;

export function loadThirdPartyScript(src: string, doc: Document = document): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      const fail = () => {
        clearTimeout(timer);
        script.remove();
        reject(new Error(`${src} did not load`));
      };
      const timer = setTimeout(fail, TIMEOUT_MS);
      script.src = src;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = fail;
      doc.head.appendChild(script);
    });
    loading.catch(() => scripts.delete(src));
    scripts.set(src, loading);
  }
  return loading;
}

/** For unit tests. */
export function forgetThirdPartyScripts(): void {
  scripts.clear();
}
