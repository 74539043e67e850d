import { z } from 'zod';
import { methods, errorBody } from '@bottega/api-contract';

const ERROR_RESPONSES = {
  '400': 'Argomenti non validi (il messaggio nomina il campo)',
  '404': 'Metodo o risorsa sconosciuti',
  '413': 'Richiesta troppo grande',
  '429': 'Troppi tentativi',
  '500': 'Errore del server',
} as const;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  // Drop the per-schema `$schema` key: OpenAPI 3.1 declares the dialect once for the document.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  void _dialect;
  return rest;
}

/** OpenAPI 3.1 of every storefront method, generated from the same zod schemas the server validates with. */
export function openApiDocument() {
  const paths: Record<string, unknown> = {};
  for (const [tag, group] of Object.entries(methods)) {
    for (const [name, schema] of Object.entries(group as Record<string, { summary: string; args: z.ZodType; result: z.ZodType }>)) {
      paths[`/api/${tag}/${name}`] = {
        post: {
          operationId: `${tag}.${name}`,
          tags: [tag],
          summary: schema.summary,
          requestBody: {
            required: true,
            description: 'Gli argomenti del metodo, come array JSON.',
            content: { 'application/json': { schema: jsonSchema(schema.args, 'input') } },
          },
          responses: {
            '200': {
              description: 'Risultato',
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['data'], properties: { data: jsonSchema(schema.result, 'output') } },
                },
              },
            },
            ...Object.fromEntries(
              Object.entries(ERROR_RESPONSES).map(([status, description]) => [
                status,
                { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
              ]),
            ),
          },
        },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bottega storefront API',
      version: '1.0.0',
      description: 'POST /api/{tag}/{method} con gli argomenti come array JSON; risposta { data } oppure { message, statusCode }.',
    },
    servers: [{ url: '/' }],
    paths,
    components: { schemas: { Error: jsonSchema(errorBody, 'output') } },
  };
}
