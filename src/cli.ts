import { parseArgs } from 'node:util';
import { createKey, listKeys, parseScopes, revokeKey } from './auth/keys.js';
import { ConfigError, loadConfig } from './config.js';
import { migrate } from './db/database.js';
import { openDatabase } from './db/connect.js';

const USAGE = `usage:
  cli keys create --owner <label> [--scopes read,write] [--json]
  cli keys list [--owner <label>] [--json]
  cli keys revoke <keyId>
  cli migrate`;

class UsageError extends Error {}

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      owner: { type: 'string' },
      scopes: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [group, action, arg] = positionals;
  if (values.help || !group) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const known = (group === 'migrate' && !action) || (group === 'keys' && ['create', 'list', 'revoke'].includes(action ?? ''));
  if (!known) throw new UsageError(`unknown command: ${positionals.join(' ')}`);
  if (group === 'keys' && action === 'create' && !values.owner) throw new UsageError('keys create needs --owner <label>');
  if (group === 'keys' && action === 'revoke' && !arg) throw new UsageError('keys revoke needs a <keyId>');
  let scopes: ReturnType<typeof parseScopes> = [];
  try {
    if (group === 'keys' && action === 'create') scopes = parseScopes(values.scopes);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.owner !== undefined && (values.owner.trim() === '' || values.owner.length > 200)) {
    throw new UsageError('--owner must be 1 to 200 characters');
  }

  const config = loadConfig();
  const handle = await openDatabase(config, { migrate: false, poolSize: 2 });
  try {
    const applied = await migrate(handle.pool);
    if (group === 'migrate') {
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
      return 0;
    }
    if (action === 'create') {
      const key = await createKey(handle.db, values.owner!.trim(), scopes);
      if (values.json) console.log(JSON.stringify(key));
      else {
        console.log(`owner:  ${key.ownerId}\nkey id: ${key.keyId}\napi key (shown once, store it now):\n${key.apiKey}`);
      }
      return 0;
    }
    if (action === 'list') {
      const keys = await listKeys(handle.db, values.owner);
      if (values.json) console.log(JSON.stringify(keys));
      else {
        for (const k of keys) {
          console.log(`${k.keyId}  owner=${k.owner}  scopes=${k.scopes.join(',')}  created=${k.createdAt}${k.revokedAt ? `  revoked=${k.revokedAt}` : ''}`);
        }
        if (keys.length === 0) console.log('no keys');
      }
      return 0;
    }
    if (!(await revokeKey(handle.db, arg!))) {
      console.error(`no key with id ${arg}`);
      return 1;
    }
    console.log(`revoked ${arg}`);
    return 0;
  } finally {
    await handle.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError || err instanceof ConfigError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`error: ${(err as Error).message}\n${USAGE}`);
      process.exit(2);
    }
    console.error(`error: ${(err as Error).message}`);
    process.exit(1);
  },
);
