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
  const page = (path: string) =>
    ({
      store: { code: 'en', name: '</script> hello' },
      apollo: {},
      router: { loaderData: { root: { path } }, actionData: null, errors: null },
      assets: {
        styles: [],
        preloads: [],
        laterPreloads: [],
        entry: '/e.js',
        messages: '/assets/messages-en_US-x.json',
      },
    }) as unknown as PageState;
  // What the browser gets from the inline script `window.__SHOP__=<expression>;`.
  const evaluate = (expression: string): unknown => new Function(`return ${expression};`)();

  it('is an expression giving the same state', () => {
    for (const path of ['/a', '/b<']) {
      const out = serializePageState(page(path));
      expect(out.startsWith("JSON.parse('")).toBe(true);
      expect(evaluate(out)).toEqual(JSON.parse(serializeForScript(page(path))));
    }
  });

  it('keeps quotes, backslashes, line breaks and markup in values, and cannot end its script', () => {
    const tricky = `it's "quoted" \\ back\\slash\n new line \u2028 </script><!-- & > ' \\'`;
    const out = serializePageState(page(tricky));
    expect(out).not.toMatch(/<\/script|<!--/i);
    expect(out).not.toContain('\u2028');
    expect(evaluate(out)).toEqual(JSON.parse(JSON.stringify(page(tricky))));
  });
});
