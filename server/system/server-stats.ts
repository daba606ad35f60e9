import fs from 'node:fs/promises';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ServerStats } from '../../contracts/system-monitor.ts';

const NS_PER_MS = 1e6;
const round = (value: number) => Math.round(value * 100) / 100;

/** Samples this process between calls of `read`: CPU time and event-loop delay restart each time. */
export function createStatsSampler(dataDir: string) {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let lastCpu = process.cpuUsage();
  let lastAt = process.hrtime.bigint();

  const disk = async (): Promise<ServerStats['disk']> => {
    try {
      const stat = await fs.statfs(dataDir);
      return { path: dataDir, totalBytes: stat.blocks * stat.bsize, freeBytes: stat.bavail * stat.bsize };
    } catch {
      return null;
    }
  };

  return {
    async read(cache: ServerStats['cache']): Promise<ServerStats> {
      const now = process.hrtime.bigint();
      const cpu = process.cpuUsage(lastCpu);
      const elapsedUs = Number(now - lastAt) / 1000;
      lastCpu = process.cpuUsage();
      lastAt = now;
      const memory = process.memoryUsage();
      const loop = { meanMs: round(delay.mean / NS_PER_MS) || 0, p99Ms: round(delay.percentile(99) / NS_PER_MS), maxMs: round(delay.max / NS_PER_MS) };
      delay.reset();
      return {
        host: os.hostname(),
        pid: process.pid,
        node: process.version,
        uptimeSeconds: Math.round(process.uptime()),
        cpu: { processPercent: elapsedUs > 0 ? round(((cpu.user + cpu.system) / elapsedUs) * 100) : 0, load1: round(os.loadavg()[0] ?? 0), cores: os.availableParallelism() },
        memory: { totalBytes: os.totalmem(), freeBytes: os.freemem(), rssBytes: memory.rss },
        heap: { usedBytes: memory.heapUsed, totalBytes: memory.heapTotal },
        eventLoop: loop,
        disk: await disk(),
        cache,
      };
    },
    stop: () => delay.disable(),
  };
}
