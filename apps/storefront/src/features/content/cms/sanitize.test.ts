import { describe, expect, it } from 'vitest';
import { createServerSanitizer } from './sanitize.server';

describe('CMS HTML sanitizing', () => {
  const sanitize = createServerSanitizer();
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitize(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(out).toContain('<p>Hi</p>');
  });
  it('keeps Page Builder attributes, inline styles and links', () => {
    const html =
      '<div data-content-type="row" data-appearance="contained" data-element="main" style="justify-content: flex-start;"><a href="/about" target="_blank">About</a></div>';
    const out = sanitize(html);
    expect(out).toContain('data-content-type="row"');
    expect(out).toContain('data-appearance="contained"');
    expect(out).toContain('style="justify-content: flex-start;"');
    expect(out).toContain('href="/about"');
  });
});
