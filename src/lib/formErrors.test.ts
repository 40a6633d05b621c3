import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './apiErrors';
import { showServerErrors } from './formErrors';

/** An RTK Query error as `.unwrap()` throws it for a 4xx in the server's one error shape. */
const apiError = (body: unknown, status = 400) => ({ status, data: body });

/** A 400 validation error with these field messages. */
const invalid = (fields: Record<string, string[]>) =>
  apiError({ error: 'Dados inválidos.', code: 'validation_error', fields });

function fakeForm() {
  return { setFields: jest.fn() };
}

describe('showServerErrors', () => {
  it('puts each field message on its form field and returns the general message', () => {
    const form = fakeForm();
    const message = showServerErrors(
      form,
      invalid({ email: ['E-mail já cadastrado.'], username: ['Muito curto.', 'Só letras.'] }),
      ['email', 'username', 'password'],
    );
    expect(form.setFields).toHaveBeenCalledTimes(1);
    expect(form.setFields).toHaveBeenCalledWith([
      { name: 'email', errors: ['E-mail já cadastrado.'] },
      { name: 'username', errors: ['Muito curto.', 'Só letras.'] },
    ]);
    expect(message).toBe('Dados inválidos.');
  });

  it('adds to the returned message what the form has no field for', () => {
    const form = fakeForm();
    const message = showServerErrors(
      form,
      invalid({ title: ['Obrigatório.'], images: ['No máximo 10 fotos.'] }),
      new Set(['title']),
    );
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'title', errors: ['Obrigatório.'] }]);
    expect(message).toBe('Dados inválidos. No máximo 10 fotos.');
  });

  it('renames server fields to the form field that shows them', () => {
    const form = fakeForm();
    showServerErrors(form, invalid({ price_cents: ['Preço inválido.'] }), ['price_cents'], {
      rename: { price_cents: 'price' },
    });
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'price', errors: ['Preço inválido.'] }]);
  });

  it('leaves the fields alone when the error has none', () => {
    const form = fakeForm();
    expect(showServerErrors(form, apiError({ error: 'Limite atingido.', code: 'rate_limited' }, 429), ['email'])).toBe(
      'Limite atingido.',
    );
    expect(form.setFields).not.toHaveBeenCalled();
  });

  it('uses the fallback when the server said nothing, and the pt-BR network and time-out messages', () => {
    const form = fakeForm();
    expect(showServerErrors(form, apiError('Bad Gateway', 502), [], { fallback: 'Não foi possível salvar.' })).toBe(
      'Não foi possível salvar.',
    );
    expect(showServerErrors(form, apiError(null, 500), [])).toBe(GENERIC_ERROR_MESSAGE);
    expect(showServerErrors(form, { status: 'FETCH_ERROR', error: 'TypeError' }, [], { fallback: 'x' })).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    expect(showServerErrors(form, { status: 'TIMEOUT_ERROR', error: 'AbortError' }, [])).toBe(TIMEOUT_MESSAGE);
    expect(form.setFields).not.toHaveBeenCalled();
  });
});
