import { Heading, Stack, StockAlertForm, type StockAlertStatus } from '@shop/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloLoader } from '../../../../platform/data/apolloSource';
import { SubscribeProductAlertStockDocument } from './__generated__/SubscribeProductAlertStock';

/** Spec §5 stock notification: e-mail plus privacy agreement, then a thank-you state. */
export function ProductStockAlert({ sku }: { sku: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const loadApollo = useApolloLoader();
  const [status, setStatus] = useState<StockAlertStatus>('idle');
  const [error, setError] = useState<string | undefined>();
  return (
    <Stack space="small">
      <Heading level={2} size="small">
        {t('pdp.stockAlert.title')}
      </Heading>
      <StockAlertForm
        key={sku}
        status={status}
        errorMessage={error}
        agreementLabel={t('pdp.stockAlert.agreement')}
        labels={{
          intro: t('pdp.stockAlert.intro'),
          email: t('pdp.stockAlert.email'),
          submit: t('pdp.stockAlert.submit'),
          required: t('pdp.validation.required'),
          invalidEmail: t('pdp.validation.email'),
          success: t('pdp.stockAlert.success'),
        }}
        onSubmit={async (email) => {
          setStatus('submitting');
          try {
            const { data } = await (
              await loadApollo()
            ).mutate({ mutation: SubscribeProductAlertStockDocument, variables: { input: { sku, email } } });
            if (data?.subscribeProductAlertStock.success) {
              setStatus('success');
            } else {
              setError(data?.subscribeProductAlertStock.message ?? t('pdp.form.error'));
              setStatus('error');
            }
          } catch (e) {
            setError(e instanceof Error && e.message ? e.message : t('pdp.form.error'));
            setStatus('error');
          }
        }}
      />
    </Stack>
  );
}
