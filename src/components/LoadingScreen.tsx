import { Flex, Spin, Typography } from 'antd';

export interface LoadingScreenProps {
  message?: string;
  fullScreen?: boolean;
}

/** Spinner and message while something loads (spec: Other screens). */
export default function LoadingScreen({ message = 'Carregando...', fullScreen = false }: LoadingScreenProps) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      style={{ minHeight: fullScreen ? '100vh' : 320, width: '100%' }}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" />
      <Typography.Text type="secondary">{message}</Typography.Text>
    </Flex>
  );
}
