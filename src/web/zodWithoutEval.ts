/**
 * The pages' CSP allows no eval, so zod's compiled parsers (made with `new Function`) never run in
 * the browser; but zod tries once, and the browser reports that try as a CSP violation on every page
 * that builds a schema. `jitless` tells zod not to try. Zod keeps its settings on this global and
 * adopts one set before it loads (zod's own tests hold it to that), so the setting costs the entry
 * no zod code; main.tsx imports this first, before any module that could build a schema.
 */
const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zod.__zod_globalConfig ??= {};
zod.__zod_globalConfig.jitless = true;
