import { PostgresQueryCompiler, sql, type RawBuilder } from 'kysely';

/**
 * Compiles with a NUL in place of each parameter: no statement text can hold one (PostgreSQL
 * refuses it in strings and names alike), so the text splits back at them exactly.
 */
class SlotCompiler extends PostgresQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return '\u0000';
  }
}

/**
 * The fragment compiled once into its text and bound values, as one raw node. A statement that
 * embeds a fragment of many nodes (a list's select list with its label subqueries) visits them on
 * every compile; flattened when it is built, the fragment costs a statement one node each time.
 * Its values stay bound parameters, numbered where the statement places them.
 */
export function flattenSql<T>(fragment: RawBuilder<T>): RawBuilder<T> {
  const compiled = new SlotCompiler().compileQuery(fragment.toOperationNode(), { queryId: 'flatten' });
  const texts = compiled.sql.split('\u0000');
  return sql<T>(Object.assign(texts, { raw: texts }) as unknown as TemplateStringsArray, ...compiled.parameters);
}
