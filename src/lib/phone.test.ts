import { formatPhone, isPhone, phoneHref, PHONE_RULE, whatsappHref } from './phone';

describe('phone numbers', () => {
  it('shows a stored number (E.164) or a typed one as "(11) 98765-4321"', () => {
    expect(formatPhone('+5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('+551133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('011 3333-4444')).toBe('(11) 3333-4444');
    expect(formatPhone('5521987654321')).toBe('(21) 98765-4321');
  });

  it('leaves a number that is not Brazilian, or an empty one, as it is', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('1234-5678')).toBe('1234-5678');
    expect(formatPhone('+1 212 555 1234')).toBe('+1 212 555 1234');
  });

  it('links: tel with +55, wa.me with 55 and the message', () => {
    expect(phoneHref('+551133334444')).toBe('tel:+551133334444');
    expect(whatsappHref('+5511987654321')).toBe('https://wa.me/5511987654321');
    expect(whatsappHref('(11) 98765-4321', 'Olá!')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1!');
    expect(whatsappHref('123')).toBeNull();
  });

  it('the forms accept an empty field or a Brazilian number with its DDD, and say what to type otherwise', async () => {
    for (const ok of ['', '(11) 98765-4321', '+55 11 3333-4444', '11987654321']) expect(isPhone(ok)).toBe(true);
    for (const bad of ['1234-5678', '(11) 1234-5678', '+1 212 555 1234', 'ligue já']) expect(isPhone(bad)).toBe(false);
    await expect(PHONE_RULE.validator(null, '98765-4321')).rejects.toThrow(
      'Informe um telefone do Brasil com DDD, como (11) 98765-4321.',
    );
    await expect(PHONE_RULE.validator(null, undefined)).resolves.toBeUndefined();
  });
});
