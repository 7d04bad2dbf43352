import { Agent, request } from 'node:http';
import { median } from './cpu.ts';

export interface SequentialCall {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function once(call: SequentialCall): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = request(call.url, { method: call.method ?? 'GET', headers: call.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
    });
    req.on('error', reject);
    req.end(call.body);
  });
}

/**
 * Median latency in ms of `count` calls made one after another on one kept-alive connection, timed
 * with hrtime: autocannon rounds latencies to whole milliseconds, too coarse for "≤ 1 ms added".
 */
export async function sequentialP50(call: SequentialCall, count: number): Promise<number> {
  for (let i = 0; i < 50; i += 1) await once(call); // warm-up
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await once(call));
  return median(times);
}
