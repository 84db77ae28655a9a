// Types of scripts/seed-image.mjs for the API tests' global setup (TypeScript).
import type { CommerceApiOptions } from '../apps/commerce-api/src/index.js';

export function buildSeedImage(
  file: string,
  options?: {
    createCommerceApi?: (options: CommerceApiOptions) => Promise<{ close(): Promise<void> }>;
    log?: (line: string) => void;
  },
): Promise<number>;
export function restoreSeedImage(dir: string, image?: string): boolean;
