import { describe, expect, it } from 'vitest';
import { connectivityChange, watchConnectivity } from './connectivity';

describe('connectivity notices (spec §8, hasBeenOffline)', () => {
  it('says "offline" when the network goes and "online" only after having been offline', () => {
    const start = { online: true, hasBeenOffline: false };
    expect(connectivityChange(start, true).notice).toBeNull();
    const offline = connectivityChange(start, false);
    expect(offline).toEqual({ state: { online: false, hasBeenOffline: true }, notice: 'offline' });
    expect(connectivityChange(offline.state, false).notice).toBeNull();
    expect(connectivityChange(offline.state, true)).toEqual({
      state: { online: true, hasBeenOffline: true },
      notice: 'online',
    });
  });

  it('follows the browser events, and a page opened offline says so at once', () => {
    const target = new EventTarget();
    const notices: string[] = [];
    const stop = watchConnectivity(target as unknown as Window, false, (n) => notices.push(n));
    expect(notices).toEqual(['offline']);
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('offline'));
    expect(notices).toEqual(['offline', 'online', 'offline']);
    stop();
    target.dispatchEvent(new Event('online'));
    expect(notices).toHaveLength(3);
  });

  it('shows nothing for a page that stays online', () => {
    const target = new EventTarget();
    const notices: string[] = [];
    watchConnectivity(target as unknown as Window, true, (n) => notices.push(n));
    target.dispatchEvent(new Event('online'));
    expect(notices).toEqual([]);
  });
});
