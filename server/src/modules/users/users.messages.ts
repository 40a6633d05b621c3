// The users module's answers (pt-BR), one place for the texts the tests and the SPA expect.

export const MESSAGES = {
  usernameFormat: 'O nome de usuário deve ter de 3 a 30 caracteres e usar só letras, números, _ . ou -.',
  usernameTaken: 'Este nome de usuário já está em uso.',
  emailTaken: 'Já existe uma conta com este e-mail.',
  passwordMismatch: 'As senhas não coincidem.',
  inviteInvalid: 'Convite inválido ou expirado.',
  invalidCredentials: 'E-mail ou senha incorretos.',
  accountSuspended: 'Conta suspensa. Fale com o suporte.',
  resetSent:
    'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha. Confira sua caixa de entrada.',
  resetDone: 'Senha redefinida com sucesso. Entre com a nova senha.',
  resetInvalid: 'O link de redefinição de senha é inválido ou expirou. Solicite um novo.',
  passwordChanged: 'Senha alterada com sucesso.',
  wrongPassword: 'Senha incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  stateInvalid: 'Estado inválido. Use a sigla de uma UF, ex.: SP.',
  googleNotConfigured: 'O login com Google não está configurado neste servidor.',
  googleInvalid: 'Não foi possível confirmar o login com o Google. Tente novamente.',
  googleEmailNotVerified: 'O e-mail da sua conta Google não foi verificado.',
  googleOtherAccount: 'Este e-mail já está vinculado a outra conta Google.',
  accountDisabled: 'Esta conta está desativada.',
  deleteConfirmation: 'Digite EXCLUIR para confirmar a exclusão da conta.',
  welcomeTitle: 'Bem-vindo à Tribo!',
  profileNotFound: 'Perfil não encontrado.',
} as const;
