import { describe, expect, it } from 'vitest';
import { feedXml } from './blogFeed';

describe('feedXml', () => {
  it('escapes every text and links each post', () => {
    const doc = feedXml({
      title: 'Aurora <Botanica> – Blog',
      link: 'https://shop.example/de/blog',
      selfLink: 'https://shop.example/de/blog/rss.xml',
      language: 'de-DE',
      posts: [
        {
          title: 'Tom & Jerry’s "SPF"',
          link: 'https://shop.example/de/blog/lsf',
          description: 'x < y',
          date: '2025-09-01T00:00:00.000Z',
          author: 'Dr. Lena Berg',
        },
      ],
    });
    expect(doc).toContain('<title>Aurora &lt;Botanica&gt; – Blog</title>');
    expect(doc).toContain('<title>Tom &amp; Jerry’s &quot;SPF&quot;</title>');
    expect(doc).toContain('<guid isPermaLink="true">https://shop.example/de/blog/lsf</guid>');
    expect(doc).toContain('<pubDate>Mon, 01 Sep 2025 00:00:00 GMT</pubDate>');
    expect(doc).toContain('<dc:creator>Dr. Lena Berg</dc:creator>');
  });
});
