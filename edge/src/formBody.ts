import type { FastifyError, FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';

export interface FormBodyOptions {
  /** The largest body the form can honestly send. */
  limitBytes: number;
  /** The log line of a fault of ours (500). */
  failure: string;
  /** The Italian answer for a status: a body that is not the form or is too long, or a fault. */
  answer: (status: number) => string;
}

/** A scope that takes only a URL-encoded form's body, up to `limitBytes`, and answers what it refuses in plain Italian. */
export function acceptFormBody(scope: FastifyInstance, { limitBytes, failure, answer }: FormBodyOptions): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: limitBytes }, (_request, body, done) => done(null, new URLSearchParams(body as string)));
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, failure);
    return reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(answer(status));
  });
}
