import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ExpandableText } from './ExpandableText';

describe('ExpandableText', () => {
  it('short text: no "Read more", already in the commit that mounts it', () => {
    // A later sibling's layout effect runs in the same commit (as a restored scroll position does).
    const seen: (boolean | undefined)[] = [];
    function After() {
      useLayoutEffect(() => {
        seen.push(document.querySelector('button')?.hidden);
      }, []);
      return null;
    }
    render(
      <>
        <ExpandableText>Gentle care for every skin.</ExpandableText>
        <After />
      </>,
    );
    expect(seen).toEqual([true]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
