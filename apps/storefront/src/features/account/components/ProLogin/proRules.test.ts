import { describe, expect, it } from 'vitest';
import { normaliseWebsite, proErrors, proOccupations, proRules } from './proRules';
import { isProSession, markProSession, PRO_USER_KEY } from './proUser';
import { writeSignIn } from '../../../../platform/session/markerStore';
import type { MarkerStorage } from '../../../../platform/session/marker';

const texts = { required: 'REQ', maxLength: 'MAX', phone: 'PHONE', website: 'URL' };

describe('PRO registration rules (spec §1, §3, §5)', () => {
  it('offers the spec §1 occupations', () => {
    expect(proOccupations).toEqual([
      'BEAUTICIAN',
      'MAKEUP_ARTIST',
      'SHOP',
      'HOTEL',
      'CAFE',
      'BAR',
      'RESTAURANT',
      'INFLUENCER',
    ]);
  });

  it('needs a phone in the spec format; business name and link are optional', () => {
    const rules = proRules(texts);
    expect(proErrors({ telephone: ' ', business_name: '', website: '' }, rules)).toEqual({
      telephone: 'REQ',
    });
    expect(proErrors({ telephone: 'call me', business_name: '', website: '' }, rules)).toEqual({
      telephone: 'PHONE',
    });
    expect(
      proErrors({ telephone: '+371 2000 0000', business_name: 'x'.repeat(66), website: 'no link' }, rules),
    ).toEqual({ business_name: 'MAX', website: 'URL' });
    expect(
      proErrors({ telephone: '+371 2000 0000', business_name: 'Studio', website: 'instagram.com/a' }, rules),
    ).toEqual({});
  });

  it('writes a bare link as https and refuses other schemes', () => {
    expect(normaliseWebsite(' instagram.com/studio ')).toBe('https://instagram.com/studio');
    expect(normaliseWebsite('http://studio.example/')).toBe('http://studio.example/');
    expect(normaliseWebsite('javascript:alert(1)')).toBeNull();
    expect(normaliseWebsite('localhost')).toBeNull();
    expect(normaliseWebsite('')).toBeNull();
  });
});

describe('pro user flag', () => {
  function storage(): MarkerStorage {
    const data = new Map<string, string>();
    return {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    };
  }
  const T0 = Date.UTC(2026, 0, 1);

  it('belongs to the sign-in it was set in and ends with it', () => {
    const s = storage();
    expect(isProSession(T0, s)).toBe(false);
    writeSignIn(3600, T0, s);
    expect(isProSession(T0 + 1, s)).toBe(false);
    markProSession(s);
    expect(JSON.parse(s.getItem(PRO_USER_KEY)!)).toEqual({ time: T0 });
    expect(isProSession(T0 + 1, s)).toBe(true);
    // Expired session: no longer pro.
    expect(isProSession(T0 + 3_600_000, s)).toBe(false);
    // Another sign-in (not at /prologin): not pro.
    writeSignIn(3600, T0 + 5000, s);
    expect(isProSession(T0 + 6000, s)).toBe(false);
  });
});
