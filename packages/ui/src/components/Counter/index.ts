export { Counter, counterTones, counterMax, formatCount } from './Counter';
export type { CounterProps, CounterTone } from './Counter';
