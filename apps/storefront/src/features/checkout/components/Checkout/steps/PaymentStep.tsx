import { useQuery } from '@apollo/client/react';
import {
  AddressForm,
  Button,
  Checkbox,
  PaymentMethodList,
  Stack,
  TextField,
  addressErrors,
  canPlaceOrder,
  required,
  type AddressFormValue,
} from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useSignedIn } from '../../../../account';
import { CheckoutPaymentTokensDocument } from '../__generated__/CheckoutPaymentTokens';
import {
  CARD_METHOD,
  cardBrand,
  emptyCard,
  parseExpiry,
  SAVED_CARD_PREFIX,
  savedCard,
  type CardEntry,
  type SavedCard,
} from '../cardRules';
import { type CheckoutStepId } from '../../../../../platform/config';
import { showToast } from '../../../../../platform/toasts';
import type { CheckoutCartFragment, CheckoutOrderFragment } from '../../../../../gql/graphql';
import { type CheckoutDraft } from '../checkoutState';
import { type CheckoutLabels } from '../labels';
import { useCheckoutMutations } from '../checkoutMutations';
import { ErrorNote, failureText, useFocusFirstError, type Mutate } from './stepParts';

export type Agreement = { checkbox_text: string; content: string; is_html: boolean };

/** Agreement text as plain text: the terms are shown, not interpreted (no markup from the API runs). */
const plainText = (agreement: Agreement) =>
  agreement.is_html
    ? agreement.content
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : agreement.content;

/** Billing address, payment method, terms agreement and the place-order button. */
export function PaymentStep({
  cart,
  cartId,
  draft,
  update,
  billingValue,
  countries,
  labels,
  mutate,
  blocked,
  agreement,
  missingStep,
  onMissingStep,
  onOrderFailed,
  onPlaced,
}: {
  cart: CheckoutCartFragment;
  cartId: string;
  draft: CheckoutDraft;
  update: (patch: Partial<CheckoutDraft>) => void;
  billingValue: AddressFormValue;
  countries: { value: string; label: string }[];
  labels: CheckoutLabels;
  mutate: Mutate;
  blocked: boolean;
  agreement: Agreement | null;
  missingStep: CheckoutStepId | null;
  onMissingStep: (step: CheckoutStepId) => void;
  /** Stock may have changed (e.g. another shopper took the last unit): check the cart again. */
  onOrderFailed: () => void;
  onPlaced: (order: CheckoutOrderFragment, redirectUrl: string | null) => void;
}) {
  const mutations = useCheckoutMutations(cartId);
  const [attempt, setAttempt] = useState(0);
  const [placing, setPlacing] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const formRef = useFocusFirstError(attempt);
  const signedIn = useSignedIn();
  // A signed-in customer's saved cards are payment choices of their own (Magento's vault).
  const { data: vault } = useQuery(CheckoutPaymentTokensDocument, {
    skip: !signedIn,
    fetchPolicy: 'network-only',
    ssr: false,
  });
  const savedCards = (vault?.customerPaymentTokens?.items ?? [])
    .map((token) => (token ? savedCard(token) : null))
    .filter((c): c is SavedCard => c !== null);
  // The card as typed lives here only: never in the stored draft, never after the page.
  const [card, setCard] = useState<CardEntry>(emptyCard);
  const methods = (cart.available_payment_methods ?? []).filter((m): m is NonNullable<typeof m> => !!m);
  const selected = cart.selected_payment_method?.code ?? '';
  const method = draft.paymentMethod ?? (selected === 'aurora_cc_vault' ? '' : selected);
  const cardRequired = labels.t('checkoutPage.card.required');
  const cardInvalid =
    method === CARD_METHOD &&
    (card.number.replace(/\D/g, '').length < 12 ||
      !parseExpiry(card.expiry) ||
      !/^\d{3,4}$/.test(card.cvc.trim()));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing) return;
    if (missingStep) {
      onMissingStep(missingStep);
      return;
    }
    const billingInvalid =
      !draft.billingSameAsShipping &&
      Object.keys(addressErrors(billingValue, { labels: labels.address })).length > 0;
    if (billingInvalid || cardInvalid || !canPlaceOrder(method, draft.agreed)) {
      setAttempt((n) => n + 1);
      return;
    }
    setPlacing(true);
    setFailed(null);
    try {
      await mutate(() => mutations.setBillingAddress(draft.billingSameAsShipping, billingValue));
      if (method === CARD_METHOD || method.startsWith(SAVED_CARD_PREFIX))
        // A card is sent with every attempt (it is never kept in the browser).
        await mutate(() => mutations.setCardPayment(method, card));
      else if (cart.selected_payment_method?.code !== method)
        await mutate(() => mutations.setPaymentMethod(method));
      const placed = await mutate(() => mutations.placeOrder());
      const errors = placed?.errors ?? [];
      const order = placed?.order ?? null;
      if (errors.length > 0 || !order) {
        // Spec §8: failed-operation messages are joined with a comma.
        setFailed(errors.join(', ') || labels.t('checkoutPage.orderFailed'));
        setPlacing(false);
        onOrderFailed();
        return;
      }
      if (draft.newsletter && cart.email)
        // After the order, never in its way; a refusal (e.g. already subscribed) is shown, spec §8.
        void mutations.subscribeNewsletter(cart.email).catch((error: unknown) =>
          showToast({
            type: 'error',
            message: failureText(error, labels, 'checkoutPage.orderNetworkError'),
            timeout: null,
            dismissable: true,
          }),
        );
      onPlaced(order, placed?.redirectUrl ?? null);
    } catch (error) {
      setFailed(failureText(error, labels, 'checkoutPage.orderNetworkError'));
      setPlacing(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-busy={placing || undefined}>
      <Stack space="large">
        <Checkbox
          name="billing.sameAsShipping"
          label={labels.t('checkoutPage.billingSame')}
          checked={draft.billingSameAsShipping}
          onCheckedChange={(checked) => update({ billingSameAsShipping: checked })}
          disabled={placing}
        />
        {draft.billingSameAsShipping ? null : (
          <AddressForm
            legend={labels.t('checkoutPage.billingAddress')}
            name="billing"
            value={billingValue}
            onValueChange={(billing) => update({ billing })}
            countries={countries}
            showErrors={attempt > 0}
            labels={labels.address}
            disabled={placing}
          />
        )}
        <PaymentMethodList
          methods={[
            ...savedCards.map((c) => ({
              value: `${SAVED_CARD_PREFIX}${c.publicHash}`,
              title: labels.t('checkoutPage.card.saved', { brand: cardBrand(c.type), last4: c.last4 }),
              description: labels.t('checkoutPage.card.expires', { expiry: c.expiry }),
            })),
            ...methods.map((m) => ({
              value: m.code,
              title: m.title,
              description: m.is_redirect ? labels.t('checkoutPage.payment.redirect') : undefined,
            })),
          ]}
          value={method}
          onValueChange={(paymentMethod) => update({ paymentMethod })}
          agreementLabel={agreement?.checkbox_text ?? labels.t('checkoutPage.payment.agreement')}
          agreementContent={agreement ? plainText(agreement) : undefined}
          agreed={draft.agreed}
          onAgreedChange={(agreed) => update({ agreed })}
          showErrors={attempt > 0}
          disabled={placing}
          labels={labels.payment}
        />
        {method === CARD_METHOD ? (
          <Stack space="medium">
            <TextField
              name="card.number"
              label={labels.t('checkoutPage.card.number')}
              autoComplete="cc-number"
              inputMode="numeric"
              value={card.number}
              onValueChange={(number) => setCard((c) => ({ ...c, number }))}
              rules={[
                required({ message: cardRequired }),
                (v) =>
                  v.replace(/\D/g, '').length >= 12 ? null : labels.t('checkoutPage.card.invalidNumber'),
              ]}
              touched={attempt > 0}
              noValidate
              disabled={placing}
            />
            <TextField
              name="card.expiry"
              label={labels.t('checkoutPage.card.expiry')}
              hint={labels.t('checkoutPage.card.expiryHint')}
              autoComplete="cc-exp"
              value={card.expiry}
              onValueChange={(expiry) => setCard((c) => ({ ...c, expiry }))}
              rules={[
                required({ message: cardRequired }),
                (v) => (parseExpiry(v) ? null : labels.t('checkoutPage.card.invalidExpiry')),
              ]}
              touched={attempt > 0}
              noValidate
              disabled={placing}
            />
            <TextField
              name="card.cvc"
              label={labels.t('checkoutPage.card.cvc')}
              autoComplete="cc-csc"
              inputMode="numeric"
              value={card.cvc}
              onValueChange={(cvc) => setCard((c) => ({ ...c, cvc }))}
              rules={[
                required({ message: cardRequired }),
                (v) => (/^\d{3,4}$/.test(v.trim()) ? null : labels.t('checkoutPage.card.invalidCvc')),
              ]}
              touched={attempt > 0}
              noValidate
              disabled={placing}
            />
            {signedIn ? (
              <Checkbox
                name="card.save"
                label={labels.t('checkoutPage.card.save')}
                checked={card.save}
                onCheckedChange={(save) => setCard((c) => ({ ...c, save }))}
                disabled={placing}
              />
            ) : null}
          </Stack>
        ) : null}
        <Checkbox
          name="newsletter"
          label={labels.t('checkoutPage.newsletter')}
          checked={draft.newsletter}
          onCheckedChange={(newsletter) => update({ newsletter })}
          disabled={placing}
        />
        <ErrorNote>{failed}</ErrorNote>
        <div>
          <Button
            type="submit"
            variant="primary"
            size="large"
            fullWidth
            loading={placing}
            disabled={placing || blocked}
          >
            {labels.t('checkoutPage.placeOrder')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
