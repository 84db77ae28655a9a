import { describe, expect, it } from 'vitest';
import { contactFormErrors } from './contactFormRules';

const messages = {
  required: 'Is required',
  invalidEmail: 'The entered email is not valid',
  invalidPhone: 'The entered phone number has an incorrect format',
  maxLength: 'This field can’t contain more than 65 characters',
};

describe('contactFormErrors', () => {
  const valid = { name: 'Anna', email: 'anna@example.com', phone: '', message: 'Hello' };

  it('lets the phone be empty unless required', () => {
    expect(contactFormErrors(valid, messages)).toEqual({});
    expect(contactFormErrors(valid, messages, { phoneRequired: true })).toEqual({ phone: 'Is required' });
  });

  it('checks the phone format (spec §5)', () => {
    expect(contactFormErrors({ ...valid, phone: '12ab' }, messages)).toEqual({
      phone: messages.invalidPhone,
    });
    expect(contactFormErrors({ ...valid, phone: '+371 2000 0000' }, messages)).toEqual({});
  });

  it('requires name, e-mail and message, with the 65-character limit on single lines', () => {
    expect(contactFormErrors({ name: ' ', email: '', phone: '', message: '' }, messages)).toEqual({
      name: 'Is required',
      email: 'Is required',
      message: 'Is required',
    });
    expect(contactFormErrors({ ...valid, name: 'n'.repeat(66) }, messages)).toEqual({
      name: messages.maxLength,
    });
  });
});
