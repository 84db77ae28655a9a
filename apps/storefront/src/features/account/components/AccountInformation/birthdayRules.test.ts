import { describe, expect, it } from 'vitest';
import { birthdayDate, birthdayFields } from './birthdayRules';

describe('birthday fields (spec §3 day, month, year)', () => {
  const today = '2026-11-26';
  it('makes the API date from day, month and year', () => {
    expect(birthdayDate({ day: '5', month: '3', year: '1990' }, today)).toEqual({ date: '1990-03-05' });
    expect(birthdayDate({ day: ' 29 ', month: '02', year: '2000' }, today)).toEqual({ date: '2000-02-29' });
  });
  it('refuses missing, impossible and future dates', () => {
    expect(birthdayDate({ day: '', month: '3', year: '1990' }, today)).toEqual({ problem: 'required' });
    expect(birthdayDate({ day: '31', month: '4', year: '1990' }, today)).toEqual({ problem: 'invalid' });
    expect(birthdayDate({ day: '29', month: '2', year: '2001' }, today)).toEqual({ problem: 'invalid' });
    expect(birthdayDate({ day: '1', month: '13', year: '1990' }, today)).toEqual({ problem: 'invalid' });
    expect(birthdayDate({ day: 'x', month: '1', year: '1990' }, today)).toEqual({ problem: 'invalid' });
    expect(birthdayDate({ day: '1', month: '1', year: '90' }, today)).toEqual({ problem: 'invalid' });
    expect(birthdayDate({ day: '27', month: '11', year: '2026' }, today)).toEqual({ problem: 'future' });
  });
  it('reads the API date back into the fields', () => {
    expect(birthdayFields('1990-03-05')).toEqual({ day: '5', month: '3', year: '1990' });
    expect(birthdayFields(null)).toEqual({ day: '', month: '', year: '' });
  });
});
