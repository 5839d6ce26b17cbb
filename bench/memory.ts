// A process's memory and CPU time as Linux reports them in /proc: the benchmark's server and `npm start` figures.
import { readdirSync, readFileSync } from 'node:fs';

const field = (status: string, name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024);

/** Resident now (VmRSS) and the highest it has been (VmHWM), in MB. */
export function processMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { residentMb: field(status, 'VmRSS'), peakMb: field(status, 'VmHWM') };
}

/** The CPU time a process has used so far, user and system, in ms; 0 once it is gone. */
export function cpuMs(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // gone meanwhile
  }
}

const parentOf = (pid: string) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid ...": the command may hold spaces and parentheses.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return NaN; // gone meanwhile
  }
};

/** `root` and every process below it, each with its command line and resident MB. */
export function processTree(root: number) {
  const children = new Map<number, number[]>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const parent = parentOf(pid);
    children.set(parent, [...(children.get(parent) ?? []), Number(pid)]);
  }
  const tree: { pid: number; command: string; residentMb: number }[] = [];
  const visit = (pid: number) => {
    try {
      tree.push({ pid, command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim(), residentMb: processMemory(pid).residentMb });
    } catch {
      return;
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}
