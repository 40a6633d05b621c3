import { useEffect, useRef } from 'react';
import { Table, type TableProps } from 'antd';

/**
 * A small read-only antd Table that scrolls sideways on a narrow screen (all rows, no pages). Its
 * cells have nothing focusable, so its scrolling box becomes a region named `label` that takes the
 * keyboard's focus: the arrow keys reach the columns out of view (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export default function WideTable<T extends object>({ label, ...props }: TableProps<T> & { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // After every render: the table may replace its scrolling box (loading, new data).
  useEffect(() => {
    for (const box of ref.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    }
  });
  return (
    <div ref={ref}>
      <Table<T> size="small" pagination={false} scroll={{ x: 'max-content' }} {...props} />
    </div>
  );
}
