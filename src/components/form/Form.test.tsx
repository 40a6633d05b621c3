import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { showServerErrors } from '../../lib/formErrors';
import { Form, FormField, useForm, type FormInstance } from './Form';
import { Checkbox, Notice, PasswordInput, SubmitButton, Switch, TextArea, TextInput } from './controls';

// components/form: the public form pages' forms, antd's form engine with plain controls.

interface Values {
  email?: string;
  password?: string;
  about?: string;
  terms?: boolean;
}

function Harness({
  onFinish,
  disabled = false,
  loading = false,
  expose,
}: {
  onFinish: (v: Values) => void;
  disabled?: boolean;
  loading?: boolean;
  expose?: (form: FormInstance<Values>) => void;
}) {
  const [form] = useForm<Values>();
  expose?.(form);
  return (
    <Form form={form} onFinish={onFinish} disabled={disabled}>
      <FormField
        label="E-mail"
        name="email"
        rules={[
          { required: true, message: 'Informe seu e-mail.' },
          { type: 'email', message: 'Informe um e-mail válido.' },
        ]}
      >
        <TextInput type="email" />
      </FormField>
      <FormField label="Senha" name="password">
        <PasswordInput />
      </FormField>
      <FormField label="Sobre você" name="about">
        <TextArea rows={3} />
      </FormField>
      <FormField
        name="terms"
        valuePropName="checked"
        rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error('Aceite os termos.'))) }]}
      >
        <Checkbox>Li e aceito os termos</Checkbox>
      </FormField>
      <SubmitButton loading={loading}>Enviar</SubmitButton>
    </Form>
  );
}

describe('components/form', () => {
  test('labels point at their controls; rules show their messages on the field, tied to it', async () => {
    const onFinish = jest.fn();
    render(<Harness onFinish={onFinish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(await screen.findByText('Aceite os termos.')).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent('Informe seu e-mail.');
    expect(onFinish).not.toHaveBeenCalled();
    // Typing validates again, as antd's Form does (on change).
    fireEvent.change(email, { target: { value: 'ana@' } });
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    fireEvent.change(email, { target: { value: 'ana@exemplo.com.br' } });
    await waitFor(() => expect(screen.queryByText('Informe um e-mail válido.')).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
  });

  test('a submit with errors moves the focus to the first wrong field', async () => {
    render(<Harness onFinish={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@exemplo.com.br' } });
    const submit = screen.getByRole('button', { name: 'Enviar' });
    submit.focus();
    fireEvent.click(submit);
    // The e-mail is right: the first wrong field is the terms' checkbox.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Li e aceito os termos' })).toHaveFocus());
  });

  test('the values reach onFinish, the checkbox as a boolean', async () => {
    const onFinish = jest.fn();
    render(<Harness onFinish={onFinish} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@exemplo.com.br' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo123' } });
    fireEvent.change(screen.getByLabelText('Sobre você'), { target: { value: 'Diarista' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Li e aceito os termos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({
        email: 'ana@exemplo.com.br',
        password: 'segredo123',
        about: 'Diarista',
        terms: true,
      }),
    );
  });

  test('the password can be shown and hidden again', () => {
    render(<Harness onFinish={jest.fn()} />);
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');
    const reveal = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(reveal).toHaveAttribute('type', 'button');
    fireEvent.click(reveal);
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  test('a disabled form disables every control; the loading button says it is busy', () => {
    render(<Harness onFinish={jest.fn()} disabled loading />);
    for (const label of ['E-mail', 'Senha', 'Sobre você']) expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('aria-busy', 'true');
  });

  test("the server's field errors land on their fields (lib/formErrors), the rest in the message", async () => {
    let form: FormInstance<Values> | null = null;
    render(<Harness onFinish={jest.fn()} expose={(f) => (form = f)} />);
    const error = {
      status: 400,
      data: {
        error: 'Verifique os campos.',
        code: 'validation_error',
        fields: { email: ['E-mail já cadastrado.'], x: ['Outro.'] },
      },
    };
    let message = '';
    act(() => {
      message = showServerErrors(form!, error, ['email', 'password']);
    });
    expect(await screen.findByText('E-mail já cadastrado.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(message).toBe('Verifique os campos. Outro.');
  });

  test('a notice is an alert when it reports an error, a status otherwise', () => {
    render(
      <>
        <Notice type="error" title="Falhou." />
        <Notice type="success" title="Enviado." description="Confira seu e-mail." />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou.');
    expect(screen.getByRole('status')).toHaveTextContent('Enviado.Confira seu e-mail.');
  });

  test('a field starts from initialValues, shows its extra guidance (described) and reports changes', async () => {
    const onValuesChange = jest.fn();
    const onFinish = jest.fn();
    function Settings() {
      const [form] = useForm<{ bio: string; show_phone: boolean }>();
      return (
        <Form
          form={form}
          initialValues={{ bio: 'Pintor', show_phone: false }}
          onValuesChange={onValuesChange}
          onFinish={onFinish}
        >
          <FormField name="bio" label="Sobre você" extra="Conte o que você faz.">
            <TextArea maxLength={20} showCount />
          </FormField>
          <FormField name="show_phone" valuePropName="checked">
            <Switch>Mostrar meu telefone</Switch>
          </FormField>
          <SubmitButton>Salvar</SubmitButton>
        </Form>
      );
    }
    render(<Settings />);
    const bio = screen.getByLabelText('Sobre você');
    expect(bio).toHaveValue('Pintor');
    expect(bio).toHaveAccessibleDescription('Conte o que você faz.');
    expect(screen.getByText('6 / 20')).toBeInTheDocument();
    expect(onValuesChange).not.toHaveBeenCalled();

    fireEvent.change(bio, { target: { value: 'Pintor e pedreiro' } });
    expect(screen.getByText('17 / 20')).toBeInTheDocument();
    const phone = screen.getByRole('switch', { name: 'Mostrar meu telefone' });
    expect(phone).not.toBeChecked();
    fireEvent.click(phone);
    expect(phone).toBeChecked();
    expect(onValuesChange).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ bio: 'Pintor e pedreiro', show_phone: true }));
  });

  test("a notice's action sits in it (Tentar novamente)", () => {
    const retry = jest.fn();
    render(<Notice type="error" title="Falhou." action={<button onClick={retry}>Tentar novamente</button>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('button', { name: 'Tentar novamente' }));
  });
});
