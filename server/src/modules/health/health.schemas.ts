import { Type } from '@sinclair/typebox';

export const HealthResponse = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    db: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  },
  { title: 'HealthResponse' },
);
