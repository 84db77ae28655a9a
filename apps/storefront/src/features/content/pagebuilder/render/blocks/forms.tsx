import { BusinessSubmissionForm } from '@shop/ui/blocks/BusinessSubmissionForm';
import { ContactForm } from '@shop/ui/blocks/ContactForm';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApolloLoader } from '../../../../../platform/data/apolloSource';
import { useStoreView } from '../../../../../platform/store/store-context';
import { ContactUsDocument } from '../../forms/__generated__/ContactUs';
import { SubmitBusinessInquiryDocument } from '../../forms/__generated__/SubmitBusinessInquiry';
import { useSubmission, useValidationLabels } from '../../forms/useSubmission';
import { usePageBuilder } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';

function ContactFormView({ block }: BlockViewProps<'contact-form'>) {
  const intl = useIntl();
  const loadApollo = useApolloLoader();
  const { headingLevel } = usePageBuilder();
  const { status, error, run } = useSubmission();
  const validation = useValidationLabels();
  return (
    <ContactForm
      title={block.title || intl.formatMessage({ id: 'pagebuilder.contact.title' })}
      description={block.description || undefined}
      onSubmit={(values) =>
        void run(async () => {
          await (
            await loadApollo()
          ).mutate({
            mutation: ContactUsDocument,
            variables: {
              input: {
                name: values.name,
                email: values.email,
                comment: values.message,
                ...(values.phone ? { telephone: values.phone } : {}),
              },
            },
          });
        })
      }
      status={status}
      errorMessage={error}
      labels={{
        name: intl.formatMessage({ id: 'pagebuilder.form.name' }),
        email: intl.formatMessage({ id: 'pagebuilder.form.email' }),
        phone: intl.formatMessage({ id: 'pagebuilder.form.phone' }),
        optional: intl.formatMessage({ id: 'pagebuilder.form.optional' }),
        message: intl.formatMessage({ id: 'pagebuilder.form.message' }),
        submit: intl.formatMessage({ id: 'pagebuilder.contact.submit' }),
        ...validation,
        invalidPhone: intl.formatMessage({ id: 'pagebuilder.form.invalidPhone' }),
        success: intl.formatMessage({ id: 'pagebuilder.contact.success' }),
      }}
      headingLevel={headingLevel}
    />
  );
}

/** Countries the sales team serves (ISO 3166-1 alpha-2), named in the store view's language. */
const BUSINESS_COUNTRIES = [
  'AT',
  'AU',
  'BE',
  'CH',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MC',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'SE',
];

function BusinessSubmissionFormView({ block }: BlockViewProps<'business-submission-form'>) {
  const intl = useIntl();
  const loadApollo = useApolloLoader();
  const store = useStoreView();
  const { headingLevel } = usePageBuilder();
  const { status, error, run } = useSubmission();
  const validation = useValidationLabels();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([store.formattingLocale], { type: 'region' });
    return BUSINESS_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, store.formattingLocale),
    );
  }, [store.formattingLocale]);
  const localeCountry = store.locale.split('_')[1];
  return (
    <BusinessSubmissionForm
      title={block.title || intl.formatMessage({ id: 'pagebuilder.business.title' })}
      description={block.description || undefined}
      countries={countries}
      defaultCountry={localeCountry && BUSINESS_COUNTRIES.includes(localeCountry) ? localeCountry : undefined}
      onSubmit={(values) =>
        void run(async () => {
          await (
            await loadApollo()
          ).mutate({
            mutation: SubmitBusinessInquiryDocument,
            variables: {
              input: {
                name: values.name,
                email: values.email,
                company: values.company,
                position: values.position,
                country_code: values.country,
                message: values.message,
              },
            },
          });
        })
      }
      status={status}
      errorMessage={error}
      labels={{
        name: intl.formatMessage({ id: 'pagebuilder.form.name' }),
        position: intl.formatMessage({ id: 'pagebuilder.business.position' }),
        company: intl.formatMessage({ id: 'pagebuilder.business.company' }),
        country: intl.formatMessage({ id: 'pagebuilder.business.country' }),
        countryPlaceholder: intl.formatMessage({ id: 'pagebuilder.business.countryPlaceholder' }),
        email: intl.formatMessage({ id: 'pagebuilder.form.email' }),
        message: intl.formatMessage({ id: 'pagebuilder.form.message' }),
        submit: intl.formatMessage({ id: 'pagebuilder.business.submit' }),
        ...validation,
        success: intl.formatMessage({ id: 'pagebuilder.business.success' }),
      }}
      headingLevel={headingLevel}
    />
  );
}

export const views: ViewModule = {
  'contact-form': ContactFormView,
  'business-submission-form': BusinessSubmissionFormView,
};
