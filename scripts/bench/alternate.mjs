// The bench's load generator for comparing two servers (or more), in a process of its own: autocannon
// (its programmatic API) loads one target at a time, in short slices that alternate between the
// targets (A B, then B A, ...; with more targets, each round rotated by one), so that both see the same moments of a machine whose speed
// drifts from second to second. Each slice also reads the CPU time the target's process spent
// meanwhile (Linux /proc). Prints a JSON array of pairs: [{ rps, p50, p99, cpuMs, requests,
// non2xx, errors }, ...], one entry per target, in the targets' order.
// argv[2]: JSON { targets: [{ url, headers, pid }], warmSeconds, sliceSeconds, pairs, connections }
import fs from 'node:fs';
import autocannon from 'autocannon';

const plan = JSON.parse(process.argv[2]);

/** CPU time (user + system) of a process so far, in ms (clock ticks of 10 ms) */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function load(target, seconds) {
  return new Promise((resolve, reject) => {
    // sampleInt: autocannon stops at the first sample after `duration`, 1 s by default
    autocannon({ url: target.url, headers: target.headers, connections: plan.connections, duration: seconds, sampleInt: 100 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function slice(target) {
  const before = cpuMs(target.pid);
  const r = await load(target, plan.sliceSeconds);
  const cpu = cpuMs(target.pid) - before;
  return { rps: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99, cpuMs: cpu, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors };
}

// Warm-up in alternating slices too, so that the load generator itself is warm for both: loaded
// from a cold start, a server's requests/s kept rising for some 7 s (the full stack's longest).
for (let s = 0; s < plan.warmSeconds; s += plan.sliceSeconds) for (const target of plan.targets) await load(target, plan.sliceSeconds);
const pairs = [];
for (let i = 0; i < plan.pairs; i++) {
  // two targets: A B, B A, ...; more: each round starts one further along (A B C, B C A, C A B, ...)
  const n = plan.targets.length;
  const order = Array.from({ length: n }, (_, k) => (k + i) % n);
  const pair = [];
  for (const k of order) pair[k] = await slice(plan.targets[k]);
  pairs.push(pair);
}
process.stdout.write(JSON.stringify(pairs));
