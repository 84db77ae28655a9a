import { describe, expect, it } from 'vitest';
import { linkifyText } from './linkify';

describe('linkifyText', () => {
  it('links http and https addresses, leaving sentence punctuation outside', () => {
    expect(linkifyText('See https://example.com/a?b=1. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Thanks' },
    ]);
    expect(linkifyText('(http://x.example)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'http://x.example', href: 'http://x.example/' },
      { kind: 'text', text: ')' },
    ]);
  });
  it('never links other schemes and keeps markup as text', () => {
    expect(linkifyText('javascript:alert(1) <a href="x">y</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="x">y</a>' },
    ]);
    expect(linkifyText('data:text/html,<script>')).toEqual([
      { kind: 'text', text: 'data:text/html,<script>' },
    ]);
  });
});
