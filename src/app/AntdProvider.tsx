import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import AntdConfigProvider from './AntdConfigProvider';

/**
 * antd's ConfigProvider (pt-BR, light theme) and App context, around each page that uses antd.
 * It is its own chunk, loaded with those pages: the shell and the home page are plain React + CSS,
 * so a first visit to / does not download the component library (bench:bundle budget 150 KB gzip);
 * nor do the public form pages (components/form).
 */
export default function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <AntdConfigProvider>
      <AntApp component={false}>{children}</AntApp>
    </AntdConfigProvider>
  );
}
