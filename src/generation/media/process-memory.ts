import fs from 'node:fs';

/** One process of a tree: its id, its command line (arguments joined by spaces) and its memory, bytes. */
export interface TreeMember {
  pid: number;
  ppid: number;
  command: string;
  /** proportional set size (shared pages divided among the processes sharing them); the RSS where PSS is unreadable */
  pss: number;
  rss: number;
}

/**
 * The processes of a tree (the root and all its descendants; Linux /proc, none elsewhere), each
 * with its PSS and RSS. `commands` reads each one's command line too (else it is empty).
 */
export function treeMembers(root = process.pid, opts: { commands?: boolean } = {}): TreeMember[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  const stats = new Map<number, { ppid: number; rss: number }>();
  for (const e of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pid = Number(e);
      stats.set(pid, { ppid, rss: Number(fields[21]) * 4096 });
      (children.get(ppid) ?? children.set(ppid, []).get(ppid)!).push(pid);
    } catch {
      // gone meanwhile
    }
  }
  const members: TreeMember[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    const s = stats.get(pid);
    if (s) {
      const rss = s.rss;
      // PSS unreadable: RSS, unless the process ended since its stat was read (its memory is gone)
      const bytes = pss(pid) ?? (alive(pid) ? rss : 0);
      members.push({ pid, ppid: s.ppid, command: opts.commands ? commandOf(pid) : '', pss: bytes, rss: bytes ? rss : 0 });
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return members;
}

/**
 * Bytes of memory of a process and all its descendants (Linux /proc; 0 elsewhere): each
 * process's proportional set size (PSS, shared pages divided among the processes sharing them,
 * so render children and encoders are not counted several times over), its RSS where PSS is unreadable.
 */
export function treeRss(root = process.pid): number {
  return treeMembers(root).reduce((sum, m) => sum + m.pss, 0);
}

function pss(pid: number): number | undefined {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}
