import { Type, type Static } from '@sinclair/typebox';

export const StateCode = Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$', examples: ['SP'] });

export const StatesResponse = Type.Object({ states: Type.Array(StateCode) }, { title: 'StatesResponse' });
export type StatesResponse = Static<typeof StatesResponse>;
