import type { z } from 'zod';
import type { MethodSchema } from '@bottega/api-contract';
import type { Context } from '../context';

/** A handler gets the parsed arguments of its method and returns its result (validated again on the way out). */
export type Handler<S extends MethodSchema> = (ctx: Context, ...args: z.output<S['args']> extends unknown[] ? z.output<S['args']> : never) => Promise<z.input<S['result']>>;

export type Handlers<M extends Record<string, MethodSchema>> = { [K in keyof M]: Handler<M[K]> };
