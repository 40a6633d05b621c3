import { STATE_NAMES, WHOLE_COUNTRY, WHOLE_COUNTRY_LABEL, stateLabel } from '../../lib/states';

interface StateSelectProps {
  id: string;
  /** The field's name in a form the browser may submit itself (before the app has started). */
  name?: string;
  value: string;
  states: readonly string[];
  onChange: (code: string) => void;
  /** Show "SP — São Paulo" in the options (where there is room), or only the code. */
  withNames?: boolean;
  className?: string;
}

/**
 * A native select: keyboard- and screen-reader-friendly, and nothing to download. Each option's
 * text starts with its UF code, so typing "SP" picks São Paulo; "Todo o Brasil" comes after the states.
 */
export default function StateSelect({
  id,
  name,
  value,
  states,
  onChange,
  withNames = false,
  className,
}: StateSelectProps) {
  const options = value === WHOLE_COUNTRY || states.includes(value) ? states : [value, ...states];
  return (
    <select
      id={id}
      name={name}
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label="Estado"
      title={value === WHOLE_COUNTRY ? WHOLE_COUNTRY_LABEL : (STATE_NAMES[value] ?? value)}
    >
      {options.map((code) => (
        <option key={code} value={code}>
          {withNames ? stateLabel(code) : code}
        </option>
      ))}
      <option value={WHOLE_COUNTRY}>{WHOLE_COUNTRY_LABEL}</option>
    </select>
  );
}
