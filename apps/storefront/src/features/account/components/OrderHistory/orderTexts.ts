import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Order statuses with a text of their own; any other status is shown as the API names it. */
const STATUSES = ['pending', 'pending_payment', 'processing', 'complete', 'canceled', 'closed', 'holded'];

/** The order history's texts in the shopper's language. */
export function useOrderTexts() {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    return {
      t,
      status: (status: string) =>
        STATUSES.includes(status) ? t(`account.orders.status.${status}`) : status.replace(/_/g, ' '),
    };
  }, [intl]);
}
