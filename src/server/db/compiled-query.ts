import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';

/**
 * A hot query built and compiled once, then run with new values. Building and compiling a Kysely
 * query cost more than running the small indexed SELECT itself on SQLite (docs/performance.md),
 * and for a given query only its values change. The builder is given a marker in place of each
 * value; where a marker lands among the compiled parameters is where that value goes.
 *
 * Values must be single parameters (not lists that expand into several).
 */
export function compiledQuery<Args extends unknown[], Row>(
  db: Db,
  build: (...values: Args) => Compilable<Row>,
): (...values: Args) => Promise<Row[]> {
  let template: { compiled: CompiledQuery<Row>; slots: number[] } | undefined;
  return async (...values) => {
    if (!template) {
      const markers = values.map((_, index) => `\u0000compiled-query-value-${index}\u0000`);
      const compiled = build(...(markers as Args)).compile();
      const slots = compiled.parameters.map((parameter) => markers.indexOf(parameter as string));
      if (markers.some((_, index) => !slots.includes(index))) {
        throw new Error('A compiled query must use each of its values as one parameter.');
      }
      template = { compiled, slots };
    }
    const { compiled, slots } = template;
    const parameters = compiled.parameters.map((constant, index) => {
      const slot = slots[index] ?? -1;
      return slot >= 0 ? values[slot] : constant;
    });
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
