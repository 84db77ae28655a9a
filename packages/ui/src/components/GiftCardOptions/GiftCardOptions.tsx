import { useControllableState } from '../../hooks/useControllableState';
import { TextAreaField } from '../TextAreaField';
import { RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import * as css from './GiftCardOptions.css';

/** The value `amount` takes when the shopper enters their own amount. */
export const OPEN_AMOUNT = 'open';

export interface GiftCardAmountOption {
  /** `giftcard_amounts.uid` */
  value: string;
  /** Formatted for the store view, e.g. "€25.00". */
  label: string;
}

export interface GiftCardOptionsValue {
  /** Uid of the chosen amount, `OPEN_AMOUNT`, or '' when none is chosen. */
  amount: string;
  /** The shopper's own amount as typed (open amount). */
  openAmount: string;
  senderName: string;
  senderEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export type GiftCardField = keyof GiftCardOptionsValue;

export const emptyGiftCardOptions: GiftCardOptionsValue = {
  amount: '',
  openAmount: '',
  senderName: '',
  senderEmail: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
};

export interface GiftCardOptionsLabels {
  amount: string;
  openAmountOption: string;
  openAmount: string;
  /** Hint under the open amount, e.g. "From €10.00 to €500.00". */
  openAmountHint: string;
  senderName: string;
  senderEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  optional: string;
}

export const defaultGiftCardOptionsLabels: GiftCardOptionsLabels = {
  amount: 'Amount',
  openAmountOption: 'Other amount',
  openAmount: 'Your amount',
  openAmountHint: '',
  senderName: 'Sender name',
  senderEmail: 'Sender e-mail',
  recipientName: 'Recipient name',
  recipientEmail: 'Recipient e-mail',
  message: 'Message',
  optional: '(optional)',
};

export interface GiftCardOptionsProps {
  amounts: readonly GiftCardAmountOption[];
  /** Shoppers may type their own amount. */
  allowOpenAmount?: boolean;
  /** Shoppers may add a message. */
  allowMessage?: boolean;
  messageMaxLength?: number | null;
  /** Fields the product marks as required (asterisk); others show "(optional)". */
  requiredFields?: readonly GiftCardField[];
  value?: GiftCardOptionsValue;
  defaultValue?: GiftCardOptionsValue;
  onValueChange?: (value: GiftCardOptionsValue) => void;
  /** Messages from the app's validation (shown as given). */
  errors?: Partial<Record<GiftCardField, string>>;
  labels?: Partial<GiftCardOptionsLabels>;
}

/**
 * Gift card choices: a preset or own amount, sender and recipient names and e-mails and an
 * optional message. Validation is the app's (it knows the product's rules); this shows its messages.
 */
export function GiftCardOptions({
  amounts,
  allowOpenAmount = false,
  allowMessage = true,
  messageMaxLength,
  requiredFields = ['amount', 'senderName', 'senderEmail', 'recipientName', 'recipientEmail'],
  value: valueProp,
  defaultValue = emptyGiftCardOptions,
  onValueChange,
  errors = {},
  labels: labelsProp,
}: GiftCardOptionsProps) {
  const labels = { ...defaultGiftCardOptionsLabels, ...labelsProp };
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const set = (field: GiftCardField) => (next: string) => setValue({ ...value, [field]: next });
  const isRequired = (field: GiftCardField) => requiredFields.includes(field);
  const text = (field: GiftCardField, type: 'text' | 'email', autoComplete?: string) => (
    <TextField
      label={labels[field as keyof GiftCardOptionsLabels]}
      type={type}
      name={field}
      autoComplete={autoComplete}
      value={value[field]}
      onValueChange={set(field)}
      optional={!isRequired(field)}
      optionalLabel={labels.optional}
      noValidate
      maxLength={null}
      error={errors[field]}
    />
  );

  const options = [
    ...amounts,
    ...(allowOpenAmount ? [{ value: OPEN_AMOUNT, label: labels.openAmountOption }] : []),
  ];

  return (
    <div className={css.root} data-state={value.amount === OPEN_AMOUNT ? 'open-amount' : 'preset'}>
      <RadioGroup
        label={labels.amount}
        name="giftcard_amount"
        orientation="horizontal"
        options={options}
        value={value.amount}
        onValueChange={set('amount')}
        optional={!isRequired('amount')}
        error={errors.amount}
      />
      {allowOpenAmount && value.amount === OPEN_AMOUNT ? (
        <TextField
          label={labels.openAmount}
          type="number"
          name="giftcard_open_amount"
          inputMode="decimal"
          value={value.openAmount}
          onValueChange={set('openAmount')}
          hint={labels.openAmountHint || undefined}
          noValidate
          error={errors.openAmount}
        />
      ) : null}
      <div className={css.pair}>
        {text('senderName', 'text', 'name')}
        {text('senderEmail', 'email', 'email')}
      </div>
      <div className={css.pair}>
        {text('recipientName', 'text')}
        {text('recipientEmail', 'email')}
      </div>
      {allowMessage ? (
        <TextAreaField
          label={labels.message}
          name="giftcard_message"
          value={value.message}
          onValueChange={set('message')}
          optional={!isRequired('message')}
          maxLength={messageMaxLength}
          rows={3}
          error={errors.message}
        />
      ) : null}
    </div>
  );
}
