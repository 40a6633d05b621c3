/** pt-BR antd rules of the account forms (sign-in, registration, password reset, profile edit). */
export const rules = {
  email: [
    { required: true, message: 'Informe seu e-mail.' },
    { type: 'email' as const, message: 'Informe um e-mail válido.' },
  ],
  password: [{ required: true, message: 'Informe sua senha.' }],
  newPassword: [
    { required: true, message: 'Crie uma senha.' },
    { min: 8, message: 'A senha deve ter pelo menos 8 caracteres.' },
    { max: 128, message: 'A senha deve ter no máximo 128 caracteres.' },
  ],
  username: [
    { required: true, message: 'Escolha um nome de usuário.' },
    {
      pattern: /^[A-Za-z0-9_.-]{3,30}$/,
      message: 'Use de 3 a 30 caracteres: letras, números, _ . ou -.',
    },
  ],
};

/** antd rule: this field must equal `other` (password confirmation). */
/** The new password must differ from the field `other` (the current one): the same is no change. */
export function differentFrom(other: string, message = 'A nova senha deve ser diferente da atual.') {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator(_: unknown, value: unknown) {
      if (!value || getFieldValue(other) !== value) return Promise.resolve();
      return Promise.reject(new Error(message));
    },
  });
}

export function sameAs(other: string, message = 'As senhas não coincidem.') {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator(_: unknown, value: unknown) {
      if (!value || getFieldValue(other) === value) return Promise.resolve();
      return Promise.reject(new Error(message));
    },
  });
}
