#!/usr/bin/env node
// A throwaway OpenStack Swift with its S3 API (the s3api middleware) on loopback, for the tests
// and the storage benchmark of STORAGE_BACKEND=s3. Debian's packages, one device, one replica.
//
//   node scripts/swift-s3.mjs install             installs swift, swift-proxy, swift-object,
//                                                 swift-container, swift-account when missing
//                                                 (scripts/system-packages.mjs ensure swift)
//   node scripts/swift-s3.mjs start [--bucket B]  installs when missing, configures a new folder
//                                                 with free ports, starts the four servers, waits
//                                                 for S3 to answer, creates bucket B; prints one
//                                                 JSON line: {dir, endpoint, region, accessKeyId,
//                                                 secretAccessKey, bucket, pids}
//   node scripts/swift-s3.mjs stop DIR            stops the servers of DIR (only those) and removes it
//
// Swift reads its storage policies and hash salts from /etc/swift/swift.conf (the packages install
// one); everything else of an instance lives in its folder under the system's temporary folder.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensure, MissingPackages } from './system-packages.mjs';

const SERVERS = ['account', 'container', 'object', 'proxy'];
const PYTHON = '/usr/bin/python3';
const USER = 'test:tester';
const SECRET = 'testing';
const REGION = 'us-east-1';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const say = (m) => process.stderr.write(`swift-s3: ${m}\n`);

/** Swift's Debian packages, installed when missing by the project's one system-package script. */
function install() {
  try {
    ensure(['swift']);
  } catch (err) {
    if (err instanceof MissingPackages) throw new Error(err.message);
    throw err;
  }
}

/** n distinct free loopback ports (all held open until every one is chosen) */
async function freePorts(n) {
  const servers = [];
  for (let i = 0; i < n; i++) {
    const s = net.createServer();
    await new Promise((ok, fail) => s.once('error', fail).listen(0, '127.0.0.1', ok));
    servers.push(s);
  }
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((ok) => s.close(ok))));
  return ports;
}

function serverConf(kind, dir, port) {
  const common = [
    '[DEFAULT]',
    `bind_ip = 127.0.0.1`,
    `bind_port = ${port}`,
    'workers = 0',
    `swift_dir = ${dir}/etc`,
    `user = ${os.userInfo().username}`,
    // no syslog on a test machine: a socket path that does not exist keeps the logs quiet
    `log_address = ${dir}/log/no-syslog`,
  ];
  if (kind !== 'proxy') {
    return [...common, `devices = ${dir}/devices`, 'mount_check = false', '', '[pipeline:main]', `pipeline = ${kind}-server`, '', `[app:${kind}-server]`, `use = egg:swift#${kind}`, ''].join('\n');
  }
  const filters = ['catch_errors', 'gatekeeper', 'proxy_logging', 'memcache', 'listing_formats', 's3api', 'tempauth', 'copy', 'slo', 'dlo'];
  return [
    ...common,
    '',
    '[pipeline:main]',
    `pipeline = ${filters.map((f) => f.replace('_', '-')).join(' ')} proxy-logging proxy-server`,
    '',
    '[app:proxy-server]',
    'use = egg:swift#proxy',
    'account_autocreate = true',
    ...filters.flatMap((f) => ['', `[filter:${f.replace('_', '-')}]`, `use = egg:swift#${f}`, ...(f === 's3api' ? [`location = ${REGION}`] : f === 'tempauth' ? [`user_${USER.replace(':', '_')} = ${SECRET} .admin`] : [])]),
    '',
  ].join('\n');
}

async function s3Answers(endpoint) {
  const { S3Client, ListBucketsCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ endpoint, region: REGION, forcePathStyle: true, credentials: { accessKeyId: USER, secretAccessKey: SECRET }, maxAttempts: 1 });
  try {
    await client.send(new ListBucketsCommand({}));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

async function start(bucket) {
  install();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swift-s3-'));
  for (const d of ['etc', 'devices/d1', 'log', 'run']) fs.mkdirSync(path.join(dir, d), { recursive: true });
  try {
    execFileSync(PYTHON, ['-c', 'import os,sys; os.setxattr(sys.argv[1], "user.probe", b"1")', path.join(dir, 'devices/d1')], { stdio: 'ignore' });
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`the file system of ${os.tmpdir()} has no user extended attributes, which Swift's object server needs (set TMPDIR to ext4, xfs or tmpfs)`);
  }
  const [account, container, object, proxy] = await freePorts(4);
  const ports = { account, container, object, proxy };
  for (const kind of SERVERS) fs.writeFileSync(path.join(dir, 'etc', `${kind}-server.conf`), serverConf(kind, dir, ports[kind]));
  // the three rings: 2^6 partitions, one replica, one device
  execFileSync(PYTHON, [
    '-c',
    [
      'import sys',
      'from swift.common.ring import RingBuilder',
      'etc = sys.argv[1]',
      'for kind, port in zip(("account", "container", "object"), map(int, sys.argv[2:5])):',
      '    b = RingBuilder(6, 1, 1)',
      '    b.add_dev({"region": 1, "zone": 1, "ip": "127.0.0.1", "port": port, "device": "d1", "weight": 100})',
      '    b.rebalance()',
      '    b.save(etc + "/" + kind + ".builder")',
      '    b.get_ring().save(etc + "/" + kind + ".ring.gz")',
    ].join('\n'),
    path.join(dir, 'etc'),
    String(account),
    String(container),
    String(object),
  ]);
  const pids = [];
  for (const kind of SERVERS) {
    const log = fs.openSync(path.join(dir, 'log', `${kind}.log`), 'a');
    const child = spawn(`swift-${kind}-server`, [path.join(dir, 'etc', `${kind}-server.conf`)], { detached: true, stdio: ['ignore', log, log] });
    child.unref();
    fs.writeFileSync(path.join(dir, 'run', `${kind}.pid`), String(child.pid));
    pids.push(child.pid);
  }
  const endpoint = `http://127.0.0.1:${proxy}`;
  const began = Date.now();
  for (;;) {
    const dead = SERVERS.find((kind) => !alive(Number(fs.readFileSync(path.join(dir, 'run', `${kind}.pid`), 'utf8'))));
    if (dead) {
      const log = fs
        .readFileSync(path.join(dir, 'log', `${dead}.log`), 'utf8')
        .split('\n')
        .slice(-15)
        .join('\n');
      await stop(dir);
      throw new Error(`the ${dead} server exited:\n${log}`);
    }
    if (await s3Answers(endpoint)) break;
    if (Date.now() - began > 120_000) {
      await stop(dir);
      throw new Error(`no S3 answer at ${endpoint} after 120 s`);
    }
    await sleep(300);
  }
  say(`S3 answers at ${endpoint} after ${((Date.now() - began) / 1000).toFixed(1)} s`);
  if (bucket) {
    const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
    const client = new S3Client({ endpoint, region: REGION, forcePathStyle: true, credentials: { accessKeyId: USER, secretAccessKey: SECRET } });
    // a freshly started Swift on a loaded machine may answer 503 SlowDown for a while: retry
    for (let attempt = 1; ; attempt++) {
      try {
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
        break;
      } catch (err) {
        if (attempt >= 30 || err.name === 'BucketAlreadyOwnedByYou' || err.name === 'BucketAlreadyExists') {
          if (err.name?.startsWith('BucketAlready')) break;
          client.destroy();
          await stop(dir);
          throw new Error(`could not create bucket ${bucket}: ${err.message}`);
        }
        await sleep(1000);
      }
    }
    client.destroy();
  }
  return { dir, endpoint, region: REGION, accessKeyId: USER, secretAccessKey: SECRET, bucket, pids };
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(dir) {
  if (!dir || !fs.existsSync(path.join(dir, 'etc', 'proxy-server.conf'))) throw new Error(`${dir} is not a folder of swift-s3.mjs start`);
  const mine = [];
  for (const kind of SERVERS) {
    const file = path.join(dir, 'run', `${kind}.pid`);
    if (!fs.existsSync(file)) continue;
    const pid = Number(fs.readFileSync(file, 'utf8'));
    let cmdline = '';
    try {
      cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    // only a process started on this folder's configuration
    if (cmdline.includes(path.join(dir, 'etc'))) {
      process.kill(pid, 'SIGTERM');
      mine.push(pid);
    }
  }
  for (let i = 0; i < 50 && mine.some(alive); i++) await sleep(100);
  for (const pid of mine.filter(alive)) process.kill(pid, 'SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
}

const [command = 'start', ...rest] = process.argv.slice(2);
try {
  if (command === 'install') install();
  else if (command === 'start') {
    const i = rest.indexOf('--bucket');
    process.stdout.write(`${JSON.stringify(await start(i >= 0 ? rest[i + 1] : undefined))}\n`);
  } else if (command === 'stop') await stop(rest[0]);
  else throw new Error('usage: swift-s3.mjs install | start [--bucket NAME] | stop DIR');
} catch (err) {
  say(err.message);
  process.exit(1);
}
