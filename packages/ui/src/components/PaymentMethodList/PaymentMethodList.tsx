import type { ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { Checkbox } from '../Checkbox';
import { RadioGroup } from '../RadioGroup';
import * as css from './PaymentMethodList.css';

export interface PaymentMethodOption {
  /** Payment method code, e.g. `checkmo`. */
  value: string;
  title: string;
  /** e.g. "You will be sent to your bank to pay." */
  description?: string;
}

export interface PaymentMethodListLabels {
  legend: string;
  required: string;
  /** Under the agreement checkbox when it is not ticked (spec §5: payment needs terms agreement). */
  agreementRequired: string;
  /** Opens the terms text. */
  readTerms: string;
  /** When the cart offers no way to pay. */
  noMethods: string;
}

export const defaultPaymentMethodListLabels: PaymentMethodListLabels = {
  legend: 'Payment method',
  required: 'Is required',
  agreementRequired: 'Please agree to the terms and conditions to place your order.',
  readTerms: 'Read the terms and conditions',
  noMethods: 'No payment methods are available for this order.',
};

export interface PaymentMethodListProps {
  methods: readonly PaymentMethodOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Label of the terms checkbox, e.g. "I agree to the Terms and Conditions". */
  agreementLabel: ReactNode;
  /** The terms themselves, shown on request under the checkbox. */
  agreementContent?: ReactNode;
  agreed?: boolean;
  defaultAgreed?: boolean;
  onAgreedChange?: (agreed: boolean) => void;
  /** Show what is missing (after an attempt to place the order). */
  showErrors?: boolean;
  disabled?: boolean;
  labels?: Partial<PaymentMethodListLabels>;
}

/** Whether the order may be placed: a method is chosen and the terms are agreed (spec §5). */
export const canPlaceOrder = (value: string | undefined | null, agreed: boolean) => !!value && agreed;

/**
 * The ways to pay as radio buttons plus the terms agreement the order needs (spec §2, §5): the
 * checkbox starts unticked and its message says why the order cannot be placed yet.
 */
export function PaymentMethodList({
  methods,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  agreementLabel,
  agreementContent,
  agreed: agreedProp,
  defaultAgreed = false,
  onAgreedChange,
  showErrors = false,
  disabled = false,
  labels: labelsProp,
}: PaymentMethodListProps) {
  const labels = { ...defaultPaymentMethodListLabels, ...labelsProp };
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const [agreed, setAgreed] = useControllableState(agreedProp, defaultAgreed, onAgreedChange);
  return (
    <div className={css.root} data-state={canPlaceOrder(value, agreed) ? 'ready' : 'incomplete'}>
      {methods.length === 0 ? (
        <p className={css.empty} role="alert">
          {labels.noMethods}
        </p>
      ) : (
        <RadioGroup
          label={labels.legend}
          name="payment-method"
          value={value}
          onValueChange={setValue}
          disabled={disabled}
          error={showErrors && !value ? labels.required : undefined}
          options={methods.map((m) => ({ value: m.value, label: m.title, description: m.description }))}
        />
      )}
      <div className={css.agreement}>
        <Checkbox
          name="terms-agreement"
          label={agreementLabel}
          checked={agreed}
          onCheckedChange={setAgreed}
          disabled={disabled}
          required
          error={showErrors && !agreed ? labels.agreementRequired : undefined}
        />
        {agreementContent ? (
          <details className={css.terms}>
            <summary className={css.termsSummary}>{labels.readTerms}</summary>
            <div className={css.termsContent}>{agreementContent}</div>
          </details>
        ) : null}
      </div>
    </div>
  );
}
