// Types of what bench/soak.ts uses from site-throughput.mjs (a plain ES module run by node).
import type { ChildProcess } from 'node:child_process';

export function siteDataDir(port: number): string;
export function rssMb(pid: number | undefined): number | null;
export function startSite(options: {
  port: number;
  env?: Record<string, string>;
  keepData?: boolean;
}): Promise<{
  proc: ChildProcess;
  origin: string;
  port: number;
  stop: () => Promise<void>;
  rss: () => number | null;
}>;
export function startProxy(
  port: number,
  upstreamPorts: number[],
): Promise<{ proc: ChildProcess; stop: () => Promise<void> }>;
