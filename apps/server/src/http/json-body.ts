import type { FastifyInstance } from 'fastify';

/**
 * The JSON body parser of every route: an empty body is an empty body, whatever its content type says. The official
 * Go client sends `Content-Type: application/json` on every call, its DELETEs and body-less POSTs included, with no
 * body at all (wire reference 1); Fastify's own parser refuses that. A body that is present is parsed as before:
 * `__proto__` and `constructor.prototype` keys stripped, anything that is not JSON a 400 naming `body`.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}
