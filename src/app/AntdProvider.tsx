import { App as AntApp, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import ptBR from 'antd/es/locale/pt_BR';
import type { ReactNode } from 'react';
import { lightTheme } from './theme';

// antd's date pickers and the admin's dates speak pt-BR. Set here, with antd, and not in App:
// the plain pages (home, /ads, the ad page) format their dates without dayjs.
dayjs.locale('pt-br');

/**
 * A form submitted with errors brings its first wrong field to the middle of the screen and puts
 * the cursor in it (under the fixed header, at the top, it would stay hidden), on every antd form.
 */
const FORM_CONFIG = { scrollToFirstError: { block: 'center', focus: true } } as const;

/**
 * antd's ConfigProvider (pt-BR, light theme) and App context, around each page that uses antd.
 * It is its own chunk, loaded with those pages: the shell and the home page are plain React + CSS,
 * so a first visit to / does not download the component library (bench:bundle budget 150 KB gzip);
 * nor do the public form pages (components/form).
 */
export default function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={lightTheme} form={FORM_CONFIG}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
