import type { CSSProperties } from 'react';

/** Turns `{ [createVar()]: value }` into an inline style setting those custom properties. */
export function inlineVars(values: Record<string, string | undefined>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [cssVar, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const name = /^var\((--[^,)]+)/.exec(cssVar)?.[1] ?? cssVar;
    style[name] = value;
  }
  return style as CSSProperties;
}
