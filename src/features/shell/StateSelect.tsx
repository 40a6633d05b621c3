import { STATE_NAMES, stateLabel } from '../../lib/states';

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

/** A native select: keyboard- and screen-reader-friendly, and nothing to download. */
export default function StateSelect({
  id,
  name,
  value,
  states,
  onChange,
  withNames = false,
  className,
}: StateSelectProps) {
  const options = states.includes(value) ? states : [value, ...states];
  return (
    <select
      id={id}
      name={name}
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label="Estado"
      title={STATE_NAMES[value] ?? value}
    >
      {options.map((code) => (
        <option key={code} value={code}>
          {withNames ? stateLabel(code) : code}
        </option>
      ))}
    </select>
  );
}
