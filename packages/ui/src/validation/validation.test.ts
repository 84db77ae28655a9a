import { describe, expect, it } from 'vitest';
import {
  countryCode,
  email,
  isLatinOnly,
  isValidPostcode,
  latinOnly,
  maxLength,
  minLength,
  mustDiffer,
  mustMatch,
  password,
  passwordClasses,
  phone,
  postcode,
  postcodeFormats,
  postcodeHint,
  required,
  searchTerm,
  validate,
  validationMessages,
} from '.';

describe('spec §5 messages', () => {
  it('are word for word', () => {
    expect(validationMessages).toMatchObject({
      email: 'The entered email is not valid',
      phone: 'The entered phone number has an incorrect format',
      required: 'Is required',
      minLength: 'Must contain more characters',
      maxLengthShort: 'Must have less characters',
      countryCode: 'Country code is not valid',
      postcode: 'Invalid zip code',
      mustMatch: 'Fields must match',
      mustDiffer: 'Fields must be different',
      password:
        'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.',
      searchTerm: 'Search term must be at least two characters.',
    });
  });
});

describe('required', () => {
  it('rejects empty and whitespace-only values', () => {
    expect(validate('', [required()])).toBe('Is required');
    expect(validate('   \t', [required()])).toBe('Is required');
    expect(validate(undefined, [required()])).toBe('Is required');
    expect(validate(' a ', [required()])).toBeNull();
  });
  it('takes another message', () => {
    expect(validate('', [required({ message: 'Pflichtfeld' })])).toBe('Pflichtfeld');
  });
});

describe('email', () => {
  it.each(['anna@example.com', 'a.b+tag@mail.example.co.uk', ' x_y@shop.lv '])('accepts %s', (v) => {
    expect(validate(v, [email()])).toBeNull();
  });
  it.each([
    'anna',
    'anna@',
    '@example.com',
    'anna@example',
    'an na@example.com',
    'a..b@example.com',
    '.a@x.com',
    'a@-x.com',
  ])('rejects %s', (v) => {
    expect(validate(v, [email()])).toBe('The entered email is not valid');
  });
  it('lets empty pass (required decides)', () => {
    expect(validate('', [email()])).toBeNull();
  });
});

describe('phone', () => {
  it.each(['+371 2612 3456', '(030) 1234-5678', '0049.30.123456', '1234567'])('accepts %s', (v) => {
    expect(validate(v, [phone()])).toBeNull();
  });
  it.each(['12345', 'call me', '+1 234 567 890 123 456 7', '++371 26123456', '123-abc-4567'])(
    'rejects %s',
    (v) => {
      expect(validate(v, [phone()])).toBe('The entered phone number has an incorrect format');
    },
  );
});

describe('length', () => {
  it('min length counts the trimmed value', () => {
    expect(validate('ab', [minLength(3)])).toBe('Must contain more characters');
    expect(validate(' ab ', [minLength(3)])).toBe('Must contain more characters');
    expect(validate('abc', [minLength(3)])).toBeNull();
  });
  it('max length defaults to 65 with the typographic apostrophe', () => {
    expect(validate('x'.repeat(65), [maxLength()])).toBeNull();
    expect(validate('x'.repeat(66), [maxLength()])).toBe('This field can’t contain more than 65 characters');
    expect(validate('x'.repeat(66), [maxLength()])).toContain('\u2019');
  });
  it('max length has the short text behind an option', () => {
    expect(validate('x'.repeat(11), [maxLength(10, { messageStyle: 'short' })])).toBe(
      'Must have less characters',
    );
    expect(validate('x'.repeat(11), [maxLength(10)])).toBe(
      'This field can’t contain more than 10 characters',
    );
  });
  it('counts an emoji as one character', () => {
    expect(validate('😀'.repeat(3), [maxLength(3)])).toBeNull();
  });
});

describe('country code', () => {
  it('accepts ISO codes in any case, rejects others', () => {
    expect(validate('LV', [countryCode()])).toBeNull();
    expect(validate('de', [countryCode()])).toBeNull();
    expect(validate('UK', [countryCode()])).toBe('Country code is not valid');
    expect(validate('XX', [countryCode()])).toBe('Country code is not valid');
    expect(validate('DEU', [countryCode()])).toBe('Country code is not valid');
  });
});

describe('postcode', () => {
  const cases: Array<[string, string[], string[]]> = [
    ['DE', ['12345'], ['1234', '123456', 'ABCDE']],
    ['FR', ['75001'], ['7500']],
    ['LV', ['LV-1010', 'lv-1010', '1010'], ['LV-101', 'LV-10101', 'LT-1010']],
    ['AU', ['2000'], ['20000']],
    ['GB', ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'EC1A 1BB'], ['SW1A', '12345', 'QQ1 1AA']],
    ['US', ['12345', '12345-6789'], ['1234', '12345-678', '123456789']],
    ['NL', ['1011 AB', '1011AB'], ['0111 AB']],
    ['PL', ['00-950'], ['00950']],
    ['ES', ['28001'], ['99001']],
    ['SE', ['114 55', '11455'], ['1145']],
    ['MC', ['98000'], ['75001']],
  ];
  it.each(cases)('%s', (country, good, bad) => {
    for (const v of good) expect(isValidPostcode(v, country), v).toBe(true);
    for (const v of bad) expect(isValidPostcode(v, country), v).toBe(false);
  });
  it('has an example that passes its own pattern for every country', () => {
    for (const [country, format] of Object.entries(postcodeFormats)) {
      for (const example of format.example.split(' / '))
        expect(isValidPostcode(example, country), country).toBe(true);
    }
  });
  it('reads the store code uk as GB', () => {
    expect(postcodeHint('uk')).toBe('SW1A 1AA');
  });
  it('message carries the format hint; the country comes from the context or the option', () => {
    expect(validate('1', [postcode()], { country: 'LV' })).toBe('Invalid zip code (e.g. LV-1010)');
    expect(validate('1', [postcode({ country: 'US' })])).toBe('Invalid zip code (e.g. 12345 / 12345-6789)');
    expect(validate('1', [postcode({ withHint: false })], { country: 'DE' })).toBe('Invalid zip code');
    expect(validate('10115', [postcode()], { country: 'DE' })).toBeNull();
  });
  it('checks unknown countries loosely', () => {
    expect(validate('A1B 2C3', [postcode()], { country: 'CA' })).toBeNull();
    expect(validate('!', [postcode()], { country: 'CA' })).toBe('Invalid zip code');
  });
});

describe('must match / must differ', () => {
  const context = { values: { password: 'Secret1!', current: 'Old-pass1' } };
  it('compares with another field', () => {
    expect(validate('Secret1!', [mustMatch('password')], context)).toBeNull();
    expect(validate('Secret1', [mustMatch('password')], context)).toBe('Fields must match');
    expect(validate('Old-pass1', [mustDiffer('current')], context)).toBe('Fields must be different');
    expect(validate('New-pass1', [mustDiffer('current')], context)).toBeNull();
  });
});

describe('latin only', () => {
  it('accepts Latin letters with diacritics, digits and punctuation', () => {
    expect(isLatinOnly('Bērziņš, Šķūņa iela 5-12')).toBe(true);
    expect(isLatinOnly('Müller-Lüdenscheidt & Søn')).toBe(true);
  });
  it('rejects other scripts', () => {
    expect(validate('Иван', [latinOnly()])).toBe('Please use Latin characters only');
    expect(validate('Anna 安娜', [latinOnly()])).toBe('Please use Latin characters only');
  });
});

describe('password', () => {
  it('counts classes', () => {
    expect(passwordClasses('abc')).toBe(1);
    expect(passwordClasses('abcABC')).toBe(2);
    expect(passwordClasses('abcABC1')).toBe(3);
    expect(passwordClasses('aB1!')).toBe(4);
  });
  it('needs 3 of 4', () => {
    const msg =
      'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.';
    expect(validate('password', [password()])).toBe(msg);
    expect(validate('Password', [password()])).toBe(msg);
    expect(validate('Password1', [password()])).toBeNull();
    expect(validate('password1!', [password()])).toBeNull();
  });
});

describe('search term', () => {
  it('needs two characters after trimming', () => {
    expect(validate('a', [searchTerm()])).toBe('Search term must be at least two characters.');
    expect(validate(' a ', [searchTerm()])).toBe('Search term must be at least two characters.');
    expect(validate('ab', [searchTerm()])).toBeNull();
  });
});

describe('validate', () => {
  it('returns the first failing rule only', () => {
    const rules = [required(), email(), maxLength(10)];
    expect(validate('', rules)).toBe('Is required');
    expect(validate('nope', rules)).toBe('The entered email is not valid');
    expect(validate('anna@example.com', rules)).toBe('This field can’t contain more than 10 characters');
    expect(validate('a@shop.lv', rules)).toBeNull();
  });
});
