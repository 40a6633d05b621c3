import { expired } from './TestCardForm';

describe('expired (MM/AA of a test card)', () => {
  const now = new Date(2026, 10, 27); // 27/11/2026
  it('is good through the last day of its month', () => {
    expect(expired('11/26', now)).toBe(false);
    expect(expired('12/26', now)).toBe(false);
    expect(expired('01/27', now)).toBe(false);
  });
  it('has expired once its month is over', () => {
    expect(expired('10/26', now)).toBe(true);
    expect(expired('12/25', now)).toBe(true);
    expect(expired('01/20', now)).toBe(true);
  });
  it('leaves a badly written date to the format rule', () => {
    expect(expired('13/99', now)).toBe(false);
    expect(expired('1/2', now)).toBe(false);
  });
});
