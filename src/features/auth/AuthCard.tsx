import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** The frame of the account pages: a centred card with a heading. */
export default function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Flex justify="center" style={{ padding: '32px 0' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {children}
      </Card>
    </Flex>
  );
}
