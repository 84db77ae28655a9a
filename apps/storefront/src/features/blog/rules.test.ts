import { describe, expect, it } from 'vitest';
import {
  blogPostingJsonLd,
  listingHref,
  parseBlogPath,
  plainText,
  readingMinutes,
  serializeJsonLd,
} from './rules';

const params = (s = '') => new URLSearchParams(s);

describe('parseBlogPath', () => {
  it('maps the spec §2 paths to listing requests', () => {
    expect(parseBlogPath(undefined, undefined, params('page=2'))).toEqual({ type: 'ALL', page: 2 });
    expect(parseBlogPath('tag', 'lsf', params())).toEqual({ type: 'TAG', urlKey: 'lsf', page: 1 });
    expect(parseBlogPath('author', 'lena-berg', params('page=x'))).toEqual({
      type: 'AUTHOR',
      urlKey: 'lena-berg',
      page: 1,
    });
    expect(parseBlogPath('search', undefined, params('q=%20sauna%20'))).toEqual({
      type: 'SEARCH',
      query: 'sauna',
      page: 1,
    });
  });
  it('leaves posts, categories and old URLs to the URL lookup', () => {
    expect(parseBlogPath('winter-skincare-routine', undefined, params())).toEqual({
      type: 'lookup',
      path: 'blog/winter-skincare-routine',
      page: 1,
    });
    expect(parseBlogPath('category', 'rituals', params('page=3'))).toEqual({
      type: 'lookup',
      path: 'blog/category/rituals',
      page: 3,
    });
    expect(parseBlogPath('post', 'x.html', params()).type).toBe('lookup');
  });
});

describe('listing rules', () => {
  it('builds page links without page 1', () => {
    expect(listingHref('/blog', 1)).toBe('/blog');
    expect(listingHref('/blog/search', 2, { q: 'spf' })).toBe('/blog/search?q=spf&page=2');
  });
  it('reads text, not markup or directives, for teasers and reading time', () => {
    expect(plainText('<p>Hello&nbsp;<b>world</b></p>{{widget type="x"}}')).toBe('Hello world');
    expect(readingMinutes('<p>short</p>')).toBe(1);
    expect(readingMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
  });
});

describe('BlogPosting JSON-LD', () => {
  it('describes the post and cannot close its script element', () => {
    const json = blogPostingJsonLd({
      url: 'https://shop.example/de/blog/x',
      headline: 'A </script> title',
      description: null,
      image: 'https://shop.example/media/x.svg',
      datePublished: '2025-11-17T00:00:00.000Z',
      author: 'Aino',
      inLanguage: 'de-DE',
      publisher: 'Aurora Botanica',
      keywords: ['LSF'],
    });
    expect(json).toMatchObject({ '@type': 'BlogPosting', author: { name: 'Aino' }, keywords: 'LSF' });
    expect(json).not.toHaveProperty('description');
    expect(serializeJsonLd(json)).not.toContain('</script>');
  });
});
