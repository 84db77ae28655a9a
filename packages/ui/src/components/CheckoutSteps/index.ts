export {
  CheckoutSteps,
  checkoutStepStates,
  checkoutStepState,
  defaultCheckoutStepsLabels,
} from './CheckoutSteps';
export type {
  CheckoutStepsProps,
  CheckoutStep,
  CheckoutStepState,
  CheckoutStepsLabels,
} from './CheckoutSteps';
