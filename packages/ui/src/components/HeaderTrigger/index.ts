export {
  HeaderTrigger,
  headerTriggerKinds,
  defaultHeaderTriggerLabels,
  defaultCountLabel,
} from './HeaderTrigger';
export type { HeaderTriggerProps, HeaderTriggerKind } from './HeaderTrigger';
