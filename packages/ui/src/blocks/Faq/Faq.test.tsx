import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Faq } from './Faq';
import { faqJsonLd, htmlToText, scriptJson } from './faqJsonLd';

describe('htmlToText', () => {
  it('drops tags, keeps line breaks between blocks and decodes entities', () => {
    expect(
      htmlToText('<p>Fast &amp; <strong>free</strong></p><p>Within 2&nbsp;days &#8211; &#x2713;</p>'),
    ).toBe('Fast & free\nWithin 2 days – ✓');
    expect(htmlToText('<style>p{}</style><ul><li>One</li><li>Two</li></ul>')).toBe('One\nTwo');
  });
});

describe('faqJsonLd', () => {
  it('builds FAQPage entries and skips empty ones', () => {
    expect(
      faqJsonLd([
        { question: ' Vegan? ', answer: '<p>Yes.</p>' },
        { question: 'Empty', answer: '<p> </p>' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Vegan?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
      ],
    });
    expect(faqJsonLd([])).toBeNull();
  });

  it('cannot close its script element', () => {
    expect(scriptJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('Faq', () => {
  it('puts the JSON-LD in the server HTML', () => {
    const html = renderToString(<Faq items={[{ question: 'Vegan?', answer: '<p>Yes, all of it.</p>' }]} />);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('"text":"Yes, all of it."');
    // The (closed) answer itself is in the HTML too.
    expect(html).toContain('<p>Yes, all of it.</p>');
  });

  it('renders the questions as accordion headings', () => {
    const { getByRole } = render(
      <Faq items={[{ question: 'Vegan?', answer: '<p>Yes.</p>' }]} headingLevel={4} />,
    );
    expect(getByRole('heading', { level: 4, name: 'Vegan?' })).toBeInTheDocument();
  });
});
