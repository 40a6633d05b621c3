import { Input } from 'antd';

/** The reason a moderator gives (a refused or removed ad): the person concerned reads it. */
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
      <label htmlFor={id}>{label}</label>
      <Input.TextArea
        id={id}
        rows={3}
        maxLength={500}
        showCount
        // antd draws the count under the field, outside its box: room for it above the buttons.
        style={{ marginBottom: 20 }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
