import { CamelCasePlugin, type PluginTransformResultArgs, type PostgresPool, type PostgresPoolClient, type QueryResult, type UnknownRow } from 'kysely';
import type pg from 'pg';

/**
 * Rows for Kysely built by code compiled once per column list, with their camelCase keys.
 *
 * pg builds each row by copying a template object and storing every column by name, and
 * Kysely's CamelCasePlugin then builds it again key by key. In a process that runs many query
 * shapes (the API's, pg-boss's, the credential lookup's) those generic stores see every shape:
 * their inline caches go megamorphic. Here pg hands over each row as an array
 * (`rowMode: 'array'`), and one function per distinct column list, made the first time that list
 * is seen, builds the object with a literal: the engine gives every such object one shape.
 *
 * The result is the object CamelCasePlugin would have made: same keys in the same order, the
 * last of duplicate names winning, and values that are objects or arrays (json, jsonb, arrays of
 * them) mapped by the plugin itself, nested keys included.
 */
export class CamelCaseRows extends CamelCasePlugin {
  private readonly builders = new Map<string, (values: unknown[]) => UnknownRow>();

  /** The rows are camelCase already (see `pool`): nothing left to map. */
  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  /** Kysely's view of `pool`: the same connections, with every query's rows built here (values read with `types`). */
  pool(pool: pg.Pool, types?: pg.CustomTypesConfig): PostgresPool {
    const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
    return {
      connect: async () => {
        const client = await pool.connect();
        let wrapped = clients.get(client);
        if (!wrapped) {
          wrapped = {
            query: ((text: string, values: readonly unknown[]) => client.query({ text, values: values as unknown[], rowMode: 'array', types }).then((res) => this.rowsOf(res))) as PostgresPoolClient['query'],
            // pg-pool gives a checked-out client a new release function each time: looked up at the call
            release: () => client.release(),
          };
          clients.set(client, wrapped);
        }
        return wrapped;
      },
      end: () => pool.end(),
    };
  }

  private rowsOf(res: pg.QueryResult<unknown[]> | pg.QueryResult<unknown[]>[]) {
    // several statements in one text: Kysely reads no rows of that (as before)
    if (Array.isArray(res) || res.rows.length === 0) return res;
    const build = this.builder(res.fields);
    const rows = new Array<UnknownRow>(res.rows.length);
    for (let i = 0; i < rows.length; i++) rows[i] = build(res.rows[i]!);
    return { command: res.command, rowCount: res.rowCount, rows };
  }

  private builder(fields: pg.FieldDef[]) {
    let key = '';
    for (const f of fields) key += `${f.name}\0`; // a Postgres name has no NUL
    let build = this.builders.get(key);
    if (!build) {
      // the column lists are the code's own; a bound all the same, for SQL that names columns at run time
      if (this.builders.size >= 1000) this.builders.clear();
      build = this.compile(fields.map((f) => f.name));
      this.builders.set(key, build);
    }
    return build;
  }

  private compile(names: string[]): (values: unknown[]) => UnknownRow {
    if (names.some((n) => this.camelCase(n) === '__proto__')) {
      // a literal would set the prototype: built as pg and the plugin build it
      return (values) => {
        const row: UnknownRow = {};
        names.forEach((n, i) => (row[n] = values[i]));
        return this.mapRow(row);
      };
    }
    // a value that is an object other than a Date (json, jsonb, an array) is mapped as the plugin maps it
    const nested = (v: unknown) => (v instanceof Date ? v : (this.mapRow({ v }) as { v: unknown }).v);
    // as pg does: a name given twice keeps its first place and its last value; then, as the
    // plugin does, two names with one camelCase form (a_b, aB) the same
    const last = new Map(names.map((n, i) => [n, i]));
    const props = [...last].map(([n, i]) => `${JSON.stringify(this.camelCase(n))}: typeof (t = v[${i}]) === 'object' && t !== null ? nested(t) : t`);
    return new Function('nested', `return function row(v) { let t; return { ${props.join(', ')} }; }`)(nested);
  }
}
