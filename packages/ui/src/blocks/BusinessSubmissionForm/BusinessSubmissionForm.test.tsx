import { describe, expect, it } from 'vitest';
import { businessInquiryErrors, emptyBusinessInquiry } from './businessInquiryRules';

const messages = {
  required: 'Is required',
  invalidEmail: 'The entered email is not valid',
  maxLength: 'This field can’t contain more than 65 characters',
};

describe('businessInquiryErrors', () => {
  it('requires every spec §3 field', () => {
    expect(businessInquiryErrors(emptyBusinessInquiry, messages)).toEqual({
      name: 'Is required',
      position: 'Is required',
      company: 'Is required',
      country: 'Is required',
      email: 'Is required',
      message: 'Is required',
    });
  });

  it('limits single-line fields to 65 characters but not the message', () => {
    const long = 'a'.repeat(66);
    const errors = businessInquiryErrors(
      {
        name: long,
        position: 'a'.repeat(65),
        company: long,
        country: 'LV',
        email: 'x@y.lv',
        message: long + long,
      },
      messages,
    );
    expect(errors).toEqual({ name: messages.maxLength, company: messages.maxLength });
  });

  it('checks the e-mail format', () => {
    const errors = businessInquiryErrors(
      { name: 'A', position: 'B', company: 'C', country: 'DE', email: 'x@y', message: 'Hi' },
      messages,
    );
    expect(errors).toEqual({ email: 'The entered email is not valid' });
  });
});
