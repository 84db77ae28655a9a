import { Accordion } from '../../components/Accordion';
import { RichText } from '../../components/RichText';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './Faq.css';
import { faqJsonLd, scriptJson, type FaqEntry } from './faqJsonLd';

export interface FaqProps {
  /** Questions with their answers (answer HTML already sanitized by the app). */
  items: FaqEntry[];
  /** Heading level of the questions (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Open the first answer. */
  openFirst?: boolean;
  /**
   * Adds FAQPage structured data (JSON-LD) to the HTML for search engines (default true).
   * Turn off when the page already has one for these questions.
   */
  structuredData?: boolean;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/** Frequently asked questions as an accordion, with FAQPage JSON-LD in the server HTML. */
export function Faq({
  items,
  headingLevel = 3,
  openFirst = false,
  structuredData = true,
  style,
  mobileStyle,
}: FaqProps) {
  const box = blockBoxProps(style, mobileStyle);
  const jsonLd = structuredData ? faqJsonLd(items) : null;
  if (!items.length) return null;
  return (
    <div {...box} className={cx(box.className, css.root)}>
      <Accordion.Root type="multiple" defaultValue={openFirst ? ['faq-0'] : []}>
        {items.map((item, i) => (
          <Accordion.Item key={i} value={`faq-${i}`}>
            <Accordion.Trigger level={headingLevel}>{item.question}</Accordion.Trigger>
            {/* Mounted while closed too: the answers are in the server HTML (search engines, no JS). */}
            <Accordion.Content forceMount>
              <RichText html={item.answer} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      ) : null}
    </div>
  );
}
