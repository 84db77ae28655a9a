import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as css from './OrderConfirmation.css';

export interface OrderConfirmationLabels {
  title: string;
  orderNumber: string;
  /** Under the number, when the e-mail is known. */
  emailNotice: (email: string) => string;
}

export const defaultOrderConfirmationLabels: OrderConfirmationLabels = {
  title: 'Thank you for your order!',
  orderNumber: 'Your order number',
  emailNotice: (email) => `We have sent the order confirmation to ${email}.`,
};

export interface OrderConfirmationProps {
  orderNumber: string;
  email?: string | null;
  /** Order details below, e.g. the delivery address and an order summary. */
  children?: ReactNode;
  /** e.g. a "Continue shopping" link. */
  actions?: ReactNode;
  labels?: Partial<OrderConfirmationLabels>;
}

/** The order success page's content: the thanks, the order number in large type and what comes next. */
export function OrderConfirmation({
  orderNumber,
  email,
  children,
  actions,
  labels: labelsProp,
}: OrderConfirmationProps) {
  const labels = { ...defaultOrderConfirmationLabels, ...labelsProp };
  return (
    <div className={css.root}>
      <div className={css.hero}>
        <span className={css.icon} aria-hidden="true">
          <Icon name="check" />
        </span>
        <h1 className={css.title}>{labels.title}</h1>
        <p className={css.numberBlock}>
          <span className={css.numberLabel}>{labels.orderNumber}</span>
          <strong className={css.number} data-testid="order-number">
            {orderNumber}
          </strong>
        </p>
        {email ? <p className={css.notice}>{labels.emailNotice(email)}</p> : null}
        {actions ? <div className={css.actions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
