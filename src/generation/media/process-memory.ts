import fs from 'node:fs';

/**
 * Bytes of memory of a process and all its descendants (Linux /proc; 0 elsewhere): each
 * process's proportional set size (PSS, shared pages divided among the processes sharing them,
 * so render children and encoders are not counted several times over), its RSS where PSS is unreadable.
 */
export function treeRss(root = process.pid): number {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const e of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pid = Number(e);
      rss.set(pid, Number(fields[21]) * 4096);
      (children.get(ppid) ?? children.set(ppid, []).get(ppid)!).push(pid);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += pss(pid) ?? rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function pss(pid: number): number | undefined {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

