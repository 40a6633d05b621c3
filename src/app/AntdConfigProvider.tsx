import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import ptBR from 'antd/es/locale/pt_BR';
import type { ReactNode } from 'react';
import { lightTheme } from './theme';

// antd's date pickers and the admin's dates speak pt-BR. Set here, with antd, and not in App:
// the plain pages (home, /ads, the ad page) format their dates without dayjs.
dayjs.locale('pt-br');

/** antd's ConfigProvider (pt-BR, light theme), inside AntdProvider. */
export default function AntdConfigProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={lightTheme}>
      {children}
    </ConfigProvider>
  );
}
