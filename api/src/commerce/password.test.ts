import { passwordPattern } from '@bottega/api-contract';

describe('the register password rule of product rule §5', () => {
  it.each(['Bottega1!', 'abcdefg1-', 'A1#aaaaa'])('accepts %s', (password) => {
    expect(passwordPattern.test(password)).toBe(true);
  });

  it.each([
    ['too short', 'Ab1!'],
    ['no digit', 'Bottega!!'],
    ['no letter', '12345678!'],
    ['no special character', 'Bottega12'],
    ['a special character outside the list', 'Bottega1+'],
    ['whitespace', 'Bottega 1!'],
  ])('refuses a password with %s', (_reason, password) => {
    expect(passwordPattern.test(password)).toBe(false);
  });
});
