import { Type } from '@sinclair/typebox';

export const HealthResponse = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    db: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  },
  { title: 'HealthResponse' },
);

export const ReadyResponse = Type.Object(
  {
    status: Type.Literal('ready'),
    db: Type.Literal('ok'),
    storage: Type.Literal('ok'),
  },
  { title: 'ReadyResponse' },
);
