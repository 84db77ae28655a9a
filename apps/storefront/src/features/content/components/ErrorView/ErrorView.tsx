import { Button, StatusView } from '@shop/ui';
import { useIntl } from 'react-intl';

/** Spec §2/§8: any failure other than not-found. Retrying reloads the page. */
export function ErrorView() {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'error.text' });
  return (
    <>
      <title>{text}</title>
      <meta name="robots" content="noindex" />
      <StatusView
        title={text}
        tone="critical"
        action={
          <Button asChild variant="secondary">
            <a href="">{intl.formatMessage({ id: 'error.retry' })}</a>
          </Button>
        }
      />
    </>
  );
}
