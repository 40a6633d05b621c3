import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/es/locale/pt_BR';
import type { ReactNode } from 'react';
import { lightTheme } from './theme';

/**
 * antd's ConfigProvider (pt-BR, light theme) and App context, around each page that uses antd.
 * It is its own chunk, loaded with those pages: the shell and the home page are plain React + CSS,
 * so a first visit to / does not download the component library (bench:bundle target 180 KB).
 */
export default function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={lightTheme}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
