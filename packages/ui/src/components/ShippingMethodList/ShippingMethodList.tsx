import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Loader } from '../Loader';
import { formatPrice } from '../Price';
import { RadioGroup } from '../RadioGroup';
import * as css from './ShippingMethodList.css';

export const shippingMethodListStatuses = ['loading', 'ready', 'empty', 'error'] as const;
export type ShippingMethodListStatus = (typeof shippingMethodListStatuses)[number];

export interface ShippingMethodOption {
  /** `carrier_code/method_code`, unique in the list. */
  value: string;
  carrierTitle: string;
  methodTitle: string;
  amount: number;
  /** e.g. "2-4 working days". */
  estimatedDelivery?: string | null;
  /** Collected by the shopper (no delivery address needed). */
  isPickup?: boolean;
  /** Not available for this cart, with the carrier's reason. */
  unavailableReason?: string | null;
}

export interface ShippingMethodListLabels {
  legend: string;
  loading: string;
  /** Spec §8: no shipping methods (check country). */
  empty: string;
  /** Spec §8: shipping methods failed to load. */
  failed: string;
  retry: string;
  free: string;
  pickup: string;
  required: string;
}

export const defaultShippingMethodListLabels: ShippingMethodListLabels = {
  legend: 'Shipping method',
  loading: 'Fetching Data...',
  empty: 'There are no shipping methods available for this address. Please check your country.',
  failed: 'Shipping methods failed to load.',
  retry: 'Try again',
  free: 'Free',
  pickup: 'Pick up in store',
  required: 'Is required',
};

export interface ShippingMethodListProps {
  status: ShippingMethodListStatus;
  methods: readonly ShippingMethodOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown in the `error` state. */
  onRetry?: () => void;
  currency: string;
  locale?: string;
  /** Show "Is required" when nothing is chosen (after a submit attempt). */
  showErrors?: boolean;
  disabled?: boolean;
  labels?: Partial<ShippingMethodListLabels>;
}

/**
 * Delivery choices of a cart as radio buttons: carrier, method, price ("Free" at zero) and the
 * estimated delivery; pickup methods are marked. Loading, "no shipping methods" (check the country)
 * and "failed to load" (with a retry) are states of their own.
 */
export function ShippingMethodList({
  status,
  methods,
  value,
  defaultValue,
  onValueChange,
  onRetry,
  currency,
  locale = 'en-US',
  showErrors = false,
  disabled = false,
  labels: labelsProp,
}: ShippingMethodListProps) {
  const labels = { ...defaultShippingMethodListLabels, ...labelsProp };
  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className={css.state}>
        <Loader size="small" label={labels.loading} />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={css.state} role="alert" data-tone="error">
        <Icon name="alert" size="small" />
        <span className={css.stateText}>{labels.failed}</span>
        {onRetry ? (
          <Button variant="secondary" size="small" onClick={onRetry}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    );
  } else if (status === 'empty' || methods.length === 0) {
    body = (
      <div className={css.state} role="alert" data-tone="warning">
        <Icon name="alert" size="small" />
        <span className={css.stateText}>{labels.empty}</span>
      </div>
    );
  }

  if (body) {
    return (
      <section className={css.root} data-state={status} aria-label={labels.legend}>
        <p className={css.heading}>{labels.legend}</p>
        {body}
      </section>
    );
  }

  return (
    <div className={css.root} data-state="ready">
      <RadioGroup
        label={labels.legend}
        name="shipping-method"
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        error={showErrors && !value ? labels.required : undefined}
        options={methods.map((m) => {
          const title =
            m.carrierTitle + (m.methodTitle && m.methodTitle !== m.carrierTitle ? ` – ${m.methodTitle}` : '');
          // The pickup mark, unless the carrier's own title already says it (no "Pick up in store" twice).
          const pickupTag =
            m.isPickup && !title.toLocaleLowerCase(locale).includes(labels.pickup.toLocaleLowerCase(locale));
          return {
            value: m.value,
            disabled: !!m.unavailableReason,
            label: (
              <span className={css.option}>
                <span>
                  {title}
                  {pickupTag ? (
                    <>
                      {' '}
                      <span className={css.tag}>{labels.pickup}</span>
                    </>
                  ) : null}
                </span>
                <span className={css.price}>
                  {m.amount === 0 ? labels.free : formatPrice(m.amount, currency, locale)}
                </span>
              </span>
            ),
            description: m.unavailableReason ?? m.estimatedDelivery ?? undefined,
          };
        })}
      />
    </div>
  );
}
