import { z } from 'zod';

/** One storefront method: its arguments (the JSON array body) and its result (`{ data }`). */
export interface MethodSchema<A extends z.ZodTuple = z.ZodTuple, R extends z.ZodType = z.ZodType> {
  args: A;
  result: R;
  /** Short description, shown in the OpenAPI document. */
  summary: string;
}

export function method<A extends z.ZodTuple, R extends z.ZodType>(summary: string, args: A, result: R): MethodSchema<A, R> {
  return { summary, args, result };
}

/** What every error response carries: a message a person can act on, and the HTTP status. */
export const errorBody = z.object({ message: z.string(), statusCode: z.number().int() });
export type ErrorBody = z.infer<typeof errorBody>;
