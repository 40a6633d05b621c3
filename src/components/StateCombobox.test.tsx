import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StateCombobox, { stateChoices } from './StateCombobox';
import { UF_CODES } from '../lib/states';

function Picker({ initial = 'SP', onChange = jest.fn() }: { initial?: string; onChange?: (code: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <StateCombobox
        id="state"
        name="state_code"
        value={value}
        states={UF_CODES}
        onChange={(code) => {
          onChange(code);
          setValue(code);
        }}
      />
    </form>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Estado' });

describe('StateCombobox', () => {
  it('"SP" and Enter picks São Paulo, never Espírito Santo', async () => {
    const onChange = jest.fn();
    render(<Picker initial="RJ" onChange={onChange} />);
    await userEvent.type(field(), 'SP{Enter}');
    expect(onChange).toHaveBeenCalledWith('SP');
    expect(field()).toHaveValue('SP');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('input[type=hidden][name=state_code]')).toHaveValue('SP');
  });

  it('finds a state by its name without accents: "sao" lists São Paulo first, then São…', async () => {
    render(<Picker initial="RJ" />);
    await userEvent.type(field(), 'sao');
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options[0]).toBe('SP — São Paulo');
    expect(options).toEqual(['SP — São Paulo']);
    await userEvent.clear(field());
    await userEvent.type(field(), 'grosso');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'MT — Mato Grosso',
      'MS — Mato Grosso do Sul',
    ]);
  });

  it('moves with the arrows, marks the highlighted option for screen readers and picks it with Enter', async () => {
    const onChange = jest.fn();
    render(<Picker initial="SP" onChange={onChange} />);
    field().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    const current = screen.getByRole('option', { selected: true });
    expect(current).toHaveTextContent('SP — São Paulo');
    expect(field()).toHaveAttribute('aria-activedescendant', current.id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('SE');
  });

  it('Escape gives up and shows the chosen state again; leaving with a typed text keeps its best match', async () => {
    const onChange = jest.fn();
    render(<Picker initial="SP" onChange={onChange} />);
    await userEvent.type(field(), 'bah');
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveValue('SP');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('bah');
    fireEvent.blur(field());
    expect(onChange).toHaveBeenCalledWith('BA');
  });

  it('offers "Todo o Brasil" after the states and says when nothing matches', async () => {
    const onChange = jest.fn();
    render(<Picker initial="SP" onChange={onChange} />);
    await userEvent.click(field());
    expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('Todo o Brasil');
    await userEvent.keyboard('xyz');
    expect(screen.getByRole('option')).toHaveTextContent('Nenhum estado encontrado');
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(field());
    await userEvent.type(field(), 'todo{Enter}');
    expect(onChange).toHaveBeenCalledWith('');
    expect(field()).toHaveValue('Todo o Brasil');
  });

  it('a click on an option picks it', async () => {
    const onChange = jest.fn();
    render(<Picker initial="SP" onChange={onChange} />);
    await userEvent.click(field());
    await userEvent.click(screen.getByRole('option', { name: 'MG — Minas Gerais' }));
    expect(onChange).toHaveBeenCalledWith('MG');
    expect(field()).toHaveValue('MG');
  });

  it('stateChoices keeps the given order for no text and puts the code before names', () => {
    expect(stateChoices(['SP', 'RJ'], '')).toEqual(['SP', 'RJ', '']);
    expect(stateChoices(['ES', 'SP', 'SE'], 'sp')).toEqual(['SP']);
    expect(stateChoices(['ES', 'SP', 'SE', 'PE'], 's')).toEqual(['SP', 'SE', 'ES']);
  });

  it('in a profile: no state shows the placeholder, and the last choice says what no state means', async () => {
    const onChange = jest.fn();
    function ProfileState() {
      const [value, setValue] = useState('RJ');
      return (
        <StateCombobox
          id="state"
          value={value}
          states={['RJ', 'SP']}
          emptyLabel="Não informar"
          placeholder="Selecione"
          invalid
          aria-describedby="state-help"
          onChange={(code) => {
            onChange(code);
            setValue(code);
          }}
        />
      );
    }
    render(<ProfileState />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAttribute('aria-describedby', 'state-help');
    await userEvent.click(field());
    expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('Não informar');
    await userEvent.clear(field());
    await userEvent.type(field(), 'nao{Enter}');
    expect(onChange).toHaveBeenCalledWith('');
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('placeholder', 'Selecione');
  });
});
