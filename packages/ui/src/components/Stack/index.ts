export { Stack, stackSpaces, stackAligns } from './Stack';
export type { StackProps, StackSpace, StackAlign } from './Stack';
