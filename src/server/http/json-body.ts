import type { FastifyInstance } from 'fastify';
import { invalid } from '../domain-errors';

/**
 * How deeply a request body's arrays and objects may nest. The deepest body the app sends (a
 * template's screen, its layers and their styles) is under ten levels; the rest is room to spare.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, counting brackets outside
 * strings. It reads the text once and builds nothing, so it is safe on any body that fits the
 * size limit; text that is not JSON at all is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/**
 * The JSON body parser of every route: Fastify's own (which refuses `__proto__` and
 * `constructor.prototype` keys), behind a depth check on the raw text. Turning a very deep body
 * into objects, and every walk over it after (validation, the text check), recurses once per
 * level, and enough levels overflow the stack; so such a body is refused before it becomes
 * objects.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(invalid(TOO_DEEP_MESSAGE), undefined);
    return parseJson(request, text, done);
  });
}
