import { useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { foldText } from '../lib/search';
import { STATE_NAMES, WHOLE_COUNTRY, WHOLE_COUNTRY_LABEL, stateLabel, stateMatchRank } from '../lib/states';
import styles from './StateCombobox.module.css';

interface StateComboboxProps {
  id: string;
  /** The field's name in a form the browser may submit itself (a hidden input carries the code). */
  name?: string;
  /** A UF code, or WHOLE_COUNTRY for "Todo o Brasil". */
  value: string;
  /** The states offered, in their order (the default state first). */
  states: readonly string[];
  onChange: (code: string) => void;
  /** Show "SP — São Paulo" in the field (where there is room), or only the code. */
  withNames?: boolean;
  className?: string;
  inputClassName?: string;
  /** What '' is called (the last choice): "Todo o Brasil", or in a profile "no state". */
  emptyLabel?: string;
  /** Shown greyed in the empty field while '' is chosen (a form's "Selecione"), instead of emptyLabel. */
  placeholder?: string;
  disabled?: boolean;
  /** A form field with errors (aria-invalid; the errors are `aria-describedby`'s). */
  invalid?: boolean;
  'aria-describedby'?: string;
}

/** "Todo o Brasil" is found by any word of its name ("todo", "brasil"). */
const wholeCountryRank = (typed: string, label: string) => {
  const query = foldText(typed);
  return !query || ` ${foldText(label)}`.includes(` ${query}`) ? 4 : null;
};

/** The offered choices for a typed text, best match first (all of them, in order, for no text). */
export function stateChoices(states: readonly string[], typed: string, emptyLabel = WHOLE_COUNTRY_LABEL): string[] {
  const ranked = [...states, WHOLE_COUNTRY]
    .map((code, order) => ({
      code,
      order,
      rank: code === WHOLE_COUNTRY ? wholeCountryRank(typed, emptyLabel) : stateMatchRank(code, typed),
    }))
    .filter((c): c is { code: string; order: number; rank: number } => c.rank !== null);
  if (foldText(typed)) ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return ranked.map((c) => c.code);
}

const labelOf = (code: string, withNames: boolean, emptyLabel: string) =>
  code === WHOLE_COUNTRY ? emptyLabel : withNames ? stateLabel(code) : code;

/**
 * The state picker of the header, the mobile menu and /ads: a WAI-ARIA combobox (an input with a
 * list) drawn without antd, since it is on every page's first load. Typing filters the states as
 * every other state picker does (`stateMatchRank`: "SP" is São Paulo, "sao" finds it too) and the
 * best match is first, so Enter or Tab picks it; arrows move, Escape gives up; "Todo o Brasil"
 * comes after the states.
 */
export default function StateCombobox({
  id,
  name,
  value,
  states,
  onChange,
  withNames = false,
  className,
  inputClassName,
  emptyLabel = WHOLE_COUNTRY_LABEL,
  placeholder,
  disabled,
  invalid,
  'aria-describedby': describedBy,
}: StateComboboxProps) {
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Where the open list sits: fixed under the field, so a rounded search bar cannot clip it. */
  const [place, setPlace] = useState<CSSProperties>();
  const [open, setOpen] = useState(false);
  /** What the user typed since the list opened; null while the field shows the chosen state. */
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const offered = useMemo(
    () => (value === WHOLE_COUNTRY || states.includes(value) ? states : [value, ...states]),
    [states, value],
  );
  const choices = useMemo(() => stateChoices(offered, typed ?? '', emptyLabel), [offered, typed, emptyLabel]);

  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      const box = boxRef.current?.getBoundingClientRect();
      if (!box) return;
      setPlace({
        top: box.bottom + 4,
        left: box.left,
        minWidth: box.width,
        maxWidth: window.innerWidth - box.left - 8,
      });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [open]);

  // After a choice (or Escape) the field shows the state again, all selected while it keeps the
  // focus: typing starts a new search instead of adding to "SP".
  const showing = typed === null;
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (showing && input && document.activeElement === input) input.select();
  }, [showing, value]);

  const openList = () => {
    setOpen(true);
    setActive(Math.max(0, typed === null ? choices.indexOf(value) : 0));
  };
  const close = () => {
    setOpen(false);
    setTyped(null);
  };
  const choose = (code: string | undefined) => {
    close();
    if (code !== undefined && code !== value) onChange(code);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) return openList();
        if (last < 0) return;
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + choices.length) % choices.length);
        return;
      }
      case 'Enter':
        // Closed, Enter belongs to the form (the search is sent); open, it picks the highlighted state.
        if (!open) return;
        e.preventDefault();
        return choose(choices[active]);
      case 'Escape':
        if (!open) return;
        e.preventDefault();
        return close();
    }
  };

  const activeId = open && choices[active] !== undefined ? `${listId}-${choices[active]}` : undefined;
  // The highlighted option stays in view (the chosen state when the list opens, then the arrows').
  useLayoutEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  return (
    <div ref={boxRef} className={`${styles.box} ${className ?? ''}`}>
      {name !== undefined && <input type="hidden" name={name} value={value} />}
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-label="Estado"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        placeholder={placeholder}
        className={`${styles.input} ${inputClassName ?? ''}`}
        title={value === WHOLE_COUNTRY ? emptyLabel : (STATE_NAMES[value] ?? value)}
        value={
          typed ?? (value === WHOLE_COUNTRY && placeholder !== undefined ? '' : labelOf(value, withNames, emptyLabel))
        }
        onFocus={(e) => e.currentTarget.select()}
        onClick={(e) => {
          if (open) return;
          e.currentTarget.select();
          openList();
        }}
        onChange={(e) => {
          setTyped(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        // Leaving a field with something typed keeps its best match, as Enter would; leaving it
        // untouched keeps the chosen state.
        onBlur={() => (typed !== null && foldText(typed) ? choose(choices[0]) : close())}
      />
      <svg className={styles.chevron} aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="none">
        <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="3" />
      </svg>
      <ul id={listId} role="listbox" aria-label="Estados" className={styles.list} style={place} hidden={!open}>
        {open &&
          choices.map((code, i) => (
            <li
              key={code}
              id={`${listId}-${code}`}
              role="option"
              aria-selected={i === active}
              className={`${styles.option}${code === value ? ` ${styles.current}` : ''}`}
              // Keeps the focus in the field, so the list does not close before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(code)}
            >
              {labelOf(code, true, emptyLabel)}
            </li>
          ))}
        {open && choices.length === 0 && (
          <li role="option" aria-disabled="true" aria-selected={false} className={styles.empty}>
            Nenhum estado encontrado
          </li>
        )}
      </ul>
    </div>
  );
}
