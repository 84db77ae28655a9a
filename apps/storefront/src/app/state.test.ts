import { describe, expect, it } from 'vitest';
import { serializeForScript } from './state';

describe('serializeForScript', () => {
  it('cannot close the script element it is written into', () => {
    const out = serializeForScript({ html: '</script><script>alert(1)</script><!--' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<!--');
    expect(JSON.parse(out)).toEqual({ html: '</script><script>alert(1)</script><!--' });
  });
});
