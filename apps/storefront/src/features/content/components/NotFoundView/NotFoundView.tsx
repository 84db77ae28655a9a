import { Button, StatusView } from '@shop/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../platform/store/store-context';

/** Spec §2 not-found view; prerenderers are told the status with a meta tag. */
export function NotFoundView() {
  const intl = useIntl();
  const title = usePageTitle(intl.formatMessage({ id: 'notFound.heading' }));
  return (
    <>
      <title>{title}</title>
      <meta name="prerender-status-code" content="404" />
      <meta name="robots" content="noindex" />
      <meta name="description" content={intl.formatMessage({ id: 'notFound.routeMessage' })} />
      <StatusView
        title={intl.formatMessage({ id: 'notFound.heading' })}
        message={intl.formatMessage({ id: 'notFound.text' })}
        action={
          <Button asChild variant="primary">
            <Link to="/">{intl.formatMessage({ id: 'notFound.action' })}</Link>
          </Button>
        }
      />
    </>
  );
}
