import styles from './ReasonField.module.css';

const MAX_LENGTH = 500;

/**
 * The reason a moderator gives (a refused or removed ad) or a member's answer when asking to join:
 * the person concerned reads it. Up to 500 characters, the count under the field. Plain React.
 */
export default function ReasonField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={3}
        maxLength={MAX_LENGTH}
        aria-describedby={`${id}-count`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <div id={`${id}-count`} className={styles.count}>
        {value.length} / {MAX_LENGTH}
      </div>
    </>
  );
}
