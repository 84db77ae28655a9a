import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  Container,
  Heading,
  Link as UiLink,
  PasswordField,
  Select,
  Stack,
  Text,
  TextField,
} from '@shop/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CountryCodeEnum } from '../../../../gql/graphql';
import { CreateProCustomerApplicationDocument } from './__generated__/CreateProCustomerApplication';
import {
  normaliseWebsite,
  proErrors,
  proOccupations,
  proRules,
  WEBSITE_MAX,
  type ProField,
} from './proRules';
import { markProSession, useProSession } from './proUser';
import { initialAuthScreen } from '../../authContext';
import {
  ErrorNote,
  failure,
  NewPasswordFields,
  passwordToggle,
  SubmitButton,
  useFocusFirstError,
  useForm,
  useTexts,
} from '../../forms';
import { SignInError, signIn } from '../../session';
import { useShopCountries } from '../../../checkout';
import { usePageTitle, useStoreView } from '../../../../platform/store/store-context';

/** The API's refusal of a `/prologin` sign-in with an account that is not PRO (server/session.ts). */
const PRO_REQUIRED = 'pro-account-required';

function ProRegistrationForm({ onApplied }: { onApplied: () => void }) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const { countries, defaultCountry } = useShopCountries();
  const form = useForm({ firstname: '', lastname: '', email: '', newPassword: '', passwordRepeat: '' });
  const [pro, setPro] = useState<Record<ProField, string>>({ telephone: '', business_name: '', website: '' });
  const [country, setCountry] = useState<string | null>(null);
  const [occupation, setOccupation] = useState('');
  const [attempt, setAttempt] = useState(0);
  const formRef = useFocusFirstError(attempt);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const rules = useMemo(
    () =>
      proRules({
        required: t('account.validation.required'),
        maxLength: t('account.validation.maxLength'),
        phone: t('account.pro.phoneInvalid'),
        website: t('account.pro.websiteInvalid'),
      }),
    [t],
  );
  // The store's default country until the applicant picks one.
  const countryValue = country ?? defaultCountry;
  const proField = (field: ProField) => ({
    name: field,
    value: pro[field],
    onValueChange: (value: string) => setPro((v) => ({ ...v, [field]: value })),
    rules: rules[field],
    noValidate: true,
    touched: attempt > 0,
  });
  const occupationOptions = proOccupations.map((value) => ({
    value,
    label: t(`account.pro.occupation.${value}`),
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const accountOk = form.check();
    const proOk = Object.keys(proErrors(pro, rules)).length === 0 && !!countryValue && !!occupation;
    if (!accountOk || !proOk) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setFailed(null);
    const { firstname, lastname, email, newPassword } = form.values;
    try {
      await apollo.mutate({
        mutation: CreateProCustomerApplicationDocument,
        variables: {
          input: {
            firstname: firstname.trim(),
            lastname: lastname.trim(),
            email: email.trim(),
            password: newPassword,
            telephone: pro.telephone.trim(),
            country_code: countryValue as CountryCodeEnum,
            occupation: occupation as (typeof proOccupations)[number],
            business_name: pro.business_name.trim() || null,
            website: normaliseWebsite(pro.website),
          },
        },
      });
      onApplied();
    } catch (error) {
      setFailed(failure(error, t('account.failed')));
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-label={t('account.pro.register.title')}
      onSubmit={(e) => void submit(e)}
    >
      <Stack space="medium">
        <Heading level={2} size="small">
          {t('account.pro.register.title')}
        </Heading>
        <TextField {...form.field('firstname')} label={t('account.firstname')} autoComplete="given-name" />
        <TextField {...form.field('lastname')} label={t('account.lastname')} autoComplete="family-name" />
        <TextField {...form.field('email')} label={t('account.email')} type="email" autoComplete="email" />
        <TextField
          {...proField('telephone')}
          label={t('account.pro.telephone')}
          type="tel"
          autoComplete="tel"
        />
        <Select
          name="country_code"
          label={t('account.pro.country')}
          placeholder={t('account.pro.countryPlaceholder')}
          options={countries}
          value={countryValue}
          onValueChange={setCountry}
          touched={attempt > 0}
          filterable
          filterLabel={t('account.pro.country')}
        />
        <Select
          name="occupation"
          label={t('account.pro.occupation')}
          placeholder={t('account.pro.occupationPlaceholder')}
          options={occupationOptions}
          value={occupation}
          onValueChange={setOccupation}
          touched={attempt > 0}
        />
        <TextField
          {...proField('business_name')}
          label={t('account.pro.businessName')}
          optional
          optionalLabel={t('account.pro.optional')}
          autoComplete="organization"
        />
        <TextField
          {...proField('website')}
          label={t('account.pro.website')}
          maxLength={WEBSITE_MAX}
          hint={t('account.pro.websiteHint')}
          optional
          optionalLabel={t('account.pro.optional')}
          autoComplete="url"
        />
        <NewPasswordFields field={form.field} label={t('account.password')} />
        <ErrorNote>{failed}</ErrorNote>
        <SubmitButton busy={busy}>{t('account.pro.register.submit')}</SubmitButton>
      </Stack>
    </form>
  );
}

function ProSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const store = useStoreView();
  const form = useForm({ email: '', password: '' });
  const formRef = useFocusFirstError(form.attempt);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setBusy(true);
    setFailed(null);
    try {
      await signIn(apollo, store.code, { ...form.values, pro: true });
      markProSession();
      onSignedIn();
    } catch (error) {
      // A pending applicant hears the API's "still being reviewed"; a customer without PRO account our text.
      setFailed(
        error instanceof SignInError && error.category === PRO_REQUIRED
          ? t('account.pro.notPro')
          : failure(error, t('account.failed')),
      );
      setBusy(false);
    }
  };
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-label={t('account.pro.signIn.title')}
      onSubmit={(e) => void submit(e)}
    >
      <Stack space="medium">
        <Heading level={2} size="small">
          {t('account.pro.signIn.title')}
        </Heading>
        <TextField {...form.field('email')} label={t('account.email')} type="email" autoComplete="email" />
        <PasswordField
          {...form.field('password')}
          label={t('account.password')}
          autoComplete="current-password"
          {...passwordToggle(t)}
        />
        <ErrorNote>{failed}</ErrorNote>
        <SubmitButton busy={busy}>{t('account.pro.signIn.submit')}</SubmitButton>
        <UiLink asChild>
          <Link to="/forgot-password">{t('account.signIn.forgot')}</Link>
        </UiLink>
      </Stack>
    </form>
  );
}

/**
 * `/prologin` (spec §2): the PRO login. Being here sets the pro user flag of the app state, so the
 * authentication screen opens on CreateAccount — the PRO registration with the spec §3 fields —
 * by the §2 opening rule, with signing in one switch away. An application creates a pending
 * account ("confirmed by e-mail, usually within 1 to 3 working days"); a pending applicant signing
 * in is told it is still being reviewed; an approved PRO customer is signed in and the session is
 * marked pro.
 */
export function ProLogin() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const proSession = useProSession();
  const [screen, setScreen] = useState(() => initialAuthScreen('pro', params));
  const [applied, setApplied] = useState(false);
  const [signedInHere, setSignedInHere] = useState(false);
  const title = t('account.pro.title');
  const toSignIn = (
    <Button
      variant="link"
      size="small"
      onClick={() => {
        setApplied(false);
        setScreen('signIn');
      }}
    >
      {t('account.pro.toSignIn')}
    </Button>
  );
  let body;
  if (proSession || signedInHere)
    body = (
      <Stack space="medium">
        <div role="status">
          <Text tone="positive">{t('account.pro.signedIn')}</Text>
        </div>
        <UiLink asChild>
          <Link to="/account">{t('account.pro.toAccount')}</Link>
        </UiLink>
      </Stack>
    );
  else if (applied)
    body = (
      <Stack space="medium">
        <div role="status">
          <Text tone="positive">{t('account.pro.received')}</Text>
        </div>
        {toSignIn}
      </Stack>
    );
  else if (screen === 'signIn')
    body = (
      <Stack space="medium">
        <ProSignInForm onSignedIn={() => setSignedInHere(true)} />
        <Button variant="link" size="small" onClick={() => setScreen('createAccount')}>
          {t('account.pro.toRegister')}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack space="medium">
        <ProRegistrationForm onApplied={() => setApplied(true)} />
        {toSignIn}
      </Stack>
    );
  return (
    <>
      <title>{usePageTitle(title)}</title>
      <Container paddingY="page" size="narrow">
        <Stack space="large">
          <Heading level={1}>{title}</Heading>
          <Text>{t('account.pro.intro')}</Text>
          {body}
        </Stack>
      </Container>
    </>
  );
}
