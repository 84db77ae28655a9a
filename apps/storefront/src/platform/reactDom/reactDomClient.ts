// Evaluated first: React DOM's module creates its errors without stacks (see errorStacksOff.ts).
import { restoreErrorStacks } from './errorStacksOff';
// The one import of React DOM's client in the storefront (ESLint keeps it so): any other module
// importing it first would evaluate React DOM before the line above.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { createRoot, hydrateRoot } from 'react-dom/client';

restoreErrorStacks();

export { createRoot, hydrateRoot };
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
export type { Root } from 'react-dom/client';
