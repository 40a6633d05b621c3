import { whatsappInviteLink } from './tribeLabels';

describe('whatsappInviteLink', () => {
  it('invites to the tribe "na Tribo" (the product is a Tribo), with the link', () => {
    const url = new URL(whatsappInviteLink('Pet Lovers', 'https://tribo.com.br/register?invite=abc'));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(
      'Oi! Quero te convidar para a tribo "Pet Lovers" na Tribo. Entre por este link: https://tribo.com.br/register?invite=abc',
    );
  });
});
