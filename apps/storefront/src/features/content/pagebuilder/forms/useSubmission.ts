import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** Spec §8: a failed form shows the server's message, else the generic form error. */
function failureMessage(error: unknown, intl: IntlShape): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || intl.formatMessage({ id: 'pagebuilder.form.error' });
}

/** One form call at a time with its status and error message. */
export function useSubmission() {
  const intl = useIntl();
  const [state, setState] = useState<{ status: Status; error?: string }>({ status: 'idle' });
  const run = async (call: () => Promise<void>) => {
    setState({ status: 'submitting' });
    try {
      await call();
      setState({ status: 'success' });
    } catch (error) {
      setState({ status: 'error', error: failureMessage(error, intl) });
    }
  };
  return { ...state, run };
}

export function useValidationLabels() {
  const intl = useIntl();
  return {
    required: intl.formatMessage({ id: 'pagebuilder.form.required' }),
    invalidEmail: intl.formatMessage({ id: 'pagebuilder.form.invalidEmail' }),
    maxLength: intl.formatMessage({ id: 'pagebuilder.form.maxLength' }, { max: 65 }),
  };
}
