import { Heading, Stack, Text, TextAreaField } from '@shop/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface CmsPreviewEditorProps {
  html: string;
  onHtmlChange: (html: string) => void;
  /** The parser's warnings: unknown content types, missing images, unreadable widgets … */
  warnings: readonly string[];
  /** Width controls and the rendered preview. */
  children: ReactNode;
}

/**
 * The CMS author's side of the preview: paste Page Builder HTML, read what the parser could not
 * use, and see the result below (the shop and Storybook render it their own way).
 */
export function CmsPreviewEditor({ html, onHtmlChange, warnings, children }: CmsPreviewEditorProps) {
  const intl = useIntl();
  const id = useId();
  const warningsId = `${id}-warnings`;
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1} size="large">
          {intl.formatMessage({ id: 'pagebuilder.preview.title' })}
        </Heading>
        <Text tone="muted">{intl.formatMessage({ id: 'pagebuilder.preview.intro' })}</Text>
      </Stack>
      <TextAreaField
        label={intl.formatMessage({ id: 'pagebuilder.preview.html' })}
        value={html}
        rows={12}
        spellCheck={false}
        optional
        describedBy={warningsId}
        onValueChange={onHtmlChange}
      />
      <section
        id={warningsId}
        aria-live="polite"
        aria-label={intl.formatMessage({ id: 'pagebuilder.preview.warnings' })}
      >
        {warnings.length === 0 ? (
          <Text tone="positive">{intl.formatMessage({ id: 'pagebuilder.preview.noWarnings' })}</Text>
        ) : (
          <Stack space="xsmall">
            <Text tone="caution" weight="medium">
              {intl.formatMessage({ id: 'pagebuilder.preview.warningCount' }, { count: warnings.length })}
            </Text>
            <ul>
              {warnings.map((warning) => (
                <li key={warning}>
                  <Text as="span" tone="caution">
                    {warning}
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </section>
      {children}
    </Stack>
  );
}
