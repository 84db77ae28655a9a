// @vitest-environment happy-dom
import type { ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaScriptUrl, captchaToken, prepareCaptcha, resetCaptchaForTests } from './captcha';
import { FIRST_INTERACTION_EVENTS, onFirstInteraction } from './firstInteraction';

describe('onFirstInteraction (spec §4: mouse move, key, touch, scroll, click)', () => {
  it.each(FIRST_INTERACTION_EVENTS)('starts once, on the first %s', (type) => {
    const start = vi.fn();
    const stop = onFirstInteraction(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('click'));
    window.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not start after it was stopped (the form left the page first)', () => {
    const start = vi.fn();
    onFirstInteraction(start)();
    for (const type of FIRST_INTERACTION_EVENTS) window.dispatchEvent(new Event(type));
    expect(start).not.toHaveBeenCalled();
  });
});

type Behaviour = 'loads' | 'fails' | 'rejects';

/** An Apollo client answering CaptchaConfig with `key`, and a script tag that `behaviour`s. */
function setUp(key: string | null, behaviour: Behaviour) {
  const query = vi.fn(async () => ({ data: { storeConfig: { store_code: 'en', captcha_key: key } } }));
  const apollo = { query } as unknown as ApolloClient;
  const scripts: string[] = [];
  const execute = vi.fn(async (_key: string, { action }: { action: string }) => {
    if (behaviour === 'rejects') throw new Error('no');
    return `token-for-${action}`;
  });
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    scripts.push(script.src);
    queueMicrotask(() => {
      if (behaviour === 'fails') script.onerror?.(new Event('error'));
      else {
        window.grecaptcha = { ready: (cb) => cb(), execute };
        script.onload?.(new Event('load'));
      }
    });
    return node;
  });
  return { apollo, query, scripts, execute };
}

afterEach(() => {
  vi.restoreAllMocks();
  resetCaptchaForTests();
  delete window.grecaptcha;
});

describe('captcha tokens', () => {
  it('loads the configured script with the store key once and executes the form action', async () => {
    const { apollo, scripts, execute, query } = setUp('site-key-1', 'loads');
    await prepareCaptcha(apollo);
    expect(await captchaToken(apollo, 'subscribe_newsletter')).toBe('token-for-subscribe_newsletter');
    expect(await captchaToken(apollo, 'subscribe_newsletter')).toBe('token-for-subscribe_newsletter');
    expect(scripts).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key-1']);
    expect(query).toHaveBeenCalledTimes(1);
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'subscribe_newsletter' });
  });

  it('is empty when the script fails to load, and a later submit tries again', async () => {
    const { apollo, scripts } = setUp('site-key-1', 'fails');
    expect(await captchaToken(apollo, 'subscribe_newsletter')).toBe('');
    expect(await captchaToken(apollo, 'subscribe_newsletter')).toBe('');
    expect(scripts).toHaveLength(2);
  });

  it('is empty when execute rejects', async () => {
    const { apollo } = setUp('site-key-1', 'rejects');
    expect(await captchaToken(apollo, 'subscribe_newsletter')).toBe('');
  });

  it('is empty without a site key, and loads no script', async () => {
    const { apollo, scripts } = setUp(null, 'loads');
    expect(await captchaToken(apollo, 'subscribe_newsletter')).toBe('');
    expect(scripts).toEqual([]);
  });

  it('keeps the configured URL and its own query, adding the key', () => {
    expect(captchaScriptUrl('k y', 'https://captcha.example/api.js?hl=de')).toBe(
      'https://captcha.example/api.js?hl=de&render=k+y',
    );
  });
});
