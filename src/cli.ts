import { parseArgs } from 'node:util';
import { createKey, listKeys, parseScopes, revokeKey } from './auth/keys.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrate, type Db } from './db/database.js';
import { openDatabase } from './db/connect.js';

const USAGE = `usage:
  cli keys create --owner <label> [--scopes read,write] [--json]
  cli keys list [--owner <label>] [--json]
  cli keys revoke <keyId>
  cli migrate
  cli storage migrate --to s3|file
  cli storage check`;

class UsageError extends Error {}

/**
 * `storage migrate --to <backend>`: copies the media of the other backend into it (again safely;
 * then set STORAGE_BACKEND). `storage check`: the rows whose objects the configured store lacks.
 */
async function storageCommand(db: Db, config: Config, action: string, to: 'file' | 's3' | undefined): Promise<number> {
  const { checkStore, migrateStore, storeOf } = await import('./storage/maintenance.js');
  if (action === 'migrate') {
    const from = to === 's3' ? 'file' : 's3';
    const report = await migrateStore(await storeOf(config, from), await storeOf(config, to!), (line) => console.log(line));
    console.log(
      `storage ${from} → ${to}: ${report.copied} objects copied (${(report.bytes / 1e6).toFixed(1)} MB), ${report.skipped} already there, ${report.removed} removed from ${to}` +
        (config.storage.backend !== to ? `; set STORAGE_BACKEND=${to} to use it` : ''),
    );
    return 0;
  }
  const { checked, missing } = await checkStore(db, await storeOf(config, config.storage.backend));
  for (const m of missing) console.log(`missing: ${m.row}: ${m.key}`);
  console.log(`storage ${config.storage.backend}: ${checked} objects referenced, ${missing.length} missing`);
  return missing.length ? 1 : 0;
}

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      owner: { type: 'string' },
      scopes: { type: 'string' },
      json: { type: 'boolean', default: false },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [group, action, arg] = positionals;
  if (values.help || !group) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const known =
    (group === 'migrate' && !action) ||
    (group === 'storage' && ['migrate', 'check'].includes(action ?? '')) || (group === 'keys' && ['create', 'list', 'revoke'].includes(action ?? ''));
  if (!known) throw new UsageError(`unknown command: ${positionals.join(' ')}`);
  if (group === 'keys' && action === 'create' && !values.owner) throw new UsageError('keys create needs --owner <label>');
  if (group === 'keys' && action === 'revoke' && !arg) throw new UsageError('keys revoke needs a <keyId>');
  if (group === 'storage' && action === 'migrate' && values.to !== 's3' && values.to !== 'file') throw new UsageError('storage migrate needs --to s3 or --to file');
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
    if (group === 'storage') return await storageCommand(handle.db, config, action!, values.to as 'file' | 's3' | undefined);
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
