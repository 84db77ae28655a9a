import { describe, expect, it } from 'vitest';
import { serializeForScript, serializePageState, type PageState } from './state';

describe('serializeForScript', () => {
  it('cannot close the script element it is written into', () => {
    const out = serializeForScript({ html: '</script><script>alert(1)</script><!--' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<!--');
    expect(JSON.parse(out)).toEqual({ html: '</script><script>alert(1)</script><!--' });
  });
});

describe('serializePageState', () => {
  it('gives the same state as serializing it whole, the messages serialized once', () => {
    const messages = {
      greeting: [{ type: 0, value: '</script> hello' }],
    } as unknown as PageState['messages'];
    const page = (path: string) =>
      ({
        store: { code: 'en' },
        messages,
        apollo: {},
        router: { loaderData: { root: { path } }, actionData: null, errors: null },
        assets: { styles: [], preloads: [], entry: '/e.js' },
      }) as unknown as PageState;
    for (const path of ['/a', '/b<']) {
      const out = serializePageState(page(path));
      expect(out).not.toContain('</script>');
      expect(JSON.parse(out)).toEqual(JSON.parse(serializeForScript(page(path))));
    }
  });
});
