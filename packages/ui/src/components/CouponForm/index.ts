export { CouponForm, couponFormStatuses, defaultCouponFormLabels } from './CouponForm';
export type { CouponFormProps, CouponFormStatus, CouponFormLabels } from './CouponForm';
