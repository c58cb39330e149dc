import os from 'node:os';
import { parseArgs } from 'node:util';
import { createKey, listKeys, parseScopes, revokeKey } from './auth/keys.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrate, type Db } from './db/database.js';
import { openDatabase } from './db/connect.js';

const USAGE = `usage:
  cli keys create --owner <label> [--scopes read,write] [--json]
  cli keys list [--owner <label>] [--json]
  cli keys revoke <keyId>
  cli owners link --issuer <iss> --subject <sub> --owner <owner id or label> [--json]
  cli owners unlink --issuer <iss> --subject <sub>
  cli owners list [--json]
  cli owners log [--json]
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
      `storage ${from} → ${to}: ${report.copied} objects copied (${(report.bytes / 1e6).toFixed(1)} MB), ${report.skipped} already there, ${report.removed} removed from ${to}${config.storage.backend !== to ? `; set STORAGE_BACKEND=${to} to use it` : ''}`,
    );
    return 0;
  }
  const { checked, missing } = await checkStore(db, await storeOf(config, config.storage.backend));
  for (const m of missing) console.log(`missing: ${m.row}: ${m.key}`);
  console.log(`storage ${config.storage.backend}: ${checked} objects referenced, ${missing.length} missing`);
  return missing.length ? 1 : 0;
}

/** Who ran the CLI, for the token identity log. */
function operator(): string {
  try {
    return `cli:${os.userInfo().username}`;
  } catch {
    return 'cli';
  }
}

/** `owners link|unlink|list|log`: token identities (issuer, sub) and the owners they act for. */
async function ownersCommand(db: Db, action: string, v: { issuer?: string; subject?: string; owner?: string; json?: boolean }, jwtIssuer: string | undefined): Promise<number> {
  const ids = await import('./auth/identities.js');
  if (action === 'link') {
    const owner = await ids.findOwner(db, v.owner!.trim());
    if (!owner) {
      console.error(`no owner with id or label ${v.owner}`);
      return 1;
    }
    if (jwtIssuer !== undefined && v.issuer !== jwtIssuer) console.error(`note: JWT_ISSUER is ${jwtIssuer} here: tokens of ${v.issuer} are refused until it is`);
    const { previousOwnerId } = await ids.linkTokenIdentity(db, v.issuer!, v.subject!, owner.id, operator(), jwtIssuer);
    if (v.json) console.log(JSON.stringify({ issuer: v.issuer, subject: v.subject, ownerId: owner.id, previousOwnerId }));
    else console.log(`linked ${v.issuer} ${v.subject} -> owner ${owner.id} (${owner.label})${previousOwnerId ? `; was ${previousOwnerId}` : ''}`);
    return 0;
  }
  if (action === 'unlink') {
    if (!(await ids.unlinkTokenIdentity(db, v.issuer!, v.subject!, operator()))) {
      console.error(`no token identity ${v.issuer} ${v.subject}`);
      return 1;
    }
    console.log(`unlinked ${v.issuer} ${v.subject}: its next token gets an owner of its own`);
    return 0;
  }
  if (action === 'list') {
    const [rows, pending] = await Promise.all([ids.listTokenIdentities(db), ids.listPendingClaims(db)]);
    if (v.json) console.log(JSON.stringify({ identities: rows, pendingClaims: pending }));
    else {
      for (const r of rows) console.log(`${r.issuer}  ${r.subject}  owner=${r.ownerId} (${r.owner})  since=${r.createdAt}`);
      if (rows.length === 0) console.log('no token identities');
      for (const p of pending) console.log(`pending: the first JWT_ISSUER token with sub ${p.subject} claims owner ${p.ownerId}`);
    }
    return 0;
  }
  const log = await ids.tokenIdentityLog(db);
  if (v.json) console.log(JSON.stringify(log));
  else {
    for (const e of log) {
      console.log(`${e.at}  ${e.action}  ${e.issuer}  ${e.subject}  owner=${e.ownerId ?? '-'}${e.previousOwnerId ? `  previous=${e.previousOwnerId}` : ''}  by=${e.actor}`);
    }
    if (log.length === 0) console.log('no token identity changes');
  }
  return 0;
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
      issuer: { type: 'string' },
      subject: { type: 'string' },
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
    (group === 'storage' && ['migrate', 'check'].includes(action ?? '')) ||
    (group === 'keys' && ['create', 'list', 'revoke'].includes(action ?? '')) ||
    (group === 'owners' && ['link', 'unlink', 'list', 'log'].includes(action ?? ''));
  if (!known) throw new UsageError(`unknown command: ${positionals.join(' ')}`);
  if (group === 'keys' && action === 'create' && !values.owner) throw new UsageError('keys create needs --owner <label>');
  if (group === 'keys' && action === 'revoke' && !arg) throw new UsageError('keys revoke needs a <keyId>');
  if (group === 'owners' && (action === 'link' || action === 'unlink')) {
    for (const name of ['issuer', 'subject'] as const) {
      const v = values[name];
      if (v === undefined || v.trim() === '' || v.length > 2000) throw new UsageError(`owners ${action} needs --${name} <${name === 'issuer' ? 'iss' : 'sub'}> (1 to 2000 characters)`);
    }
    if (action === 'link' && !values.owner) throw new UsageError('owners link needs --owner <owner id or label>');
  }
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
    if (group === 'owners') return await ownersCommand(handle.db, action!, values, config.jwtIssuer);
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
