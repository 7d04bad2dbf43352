import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

/** Where a frame's code lives: a package, a file of ours, Node's internals, or V8's own work. */
function areaOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName}`;
  const pkg = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  const ours = /\/packages\/([^/]+)\/src\/(.+)$/.exec(url);
  if (ours) return `${ours[1]}: ${ours[2]}`;
  if (url.startsWith('node:')) return url;
  return url.split('/').slice(-2).join('/');
}

/** Self time per area as a share of the busy samples (idle left out), largest first. */
export function summarizeProfile(file: string, top = 12): Array<[string, number]> {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const area = new Map(profile.nodes.map((n) => [n.id, areaOf(n.callFrame)]));
  const counts = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples) {
    const name = area.get(id) ?? '?';
    if (name === '(idle)') continue;
    busy += 1;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, n]) => [name, (100 * n) / Math.max(busy, 1)]);
}
