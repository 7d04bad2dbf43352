import { type FileStore, localFileStore } from '../../files/file-store.ts';
import { type Faults, LocalService } from '../local/local-service.ts';

export type LocalFileConnector = FileStore & Faults;

/**
 * The file store as a connector: the local folder store (files/file-store.ts) with the fault
 * switch every local connector has, so a test can make a write fail as a full disk or an S3
 * outage would. Reads are streams and fail as streams do; only writes and removals take faults.
 */
export function createLocalFileConnector(root: string): LocalFileConnector {
  const store = localFileStore(root);
  // A disk has no rate limit worth simulating; the bucket is only there to share LocalService.
  const service = new LocalService('File store', { defaultRate: { perSecond: 10_000, burst: 10_000 } });
  return {
    failNext: (...args) => service.failNext(...args),
    put: (key, data) => service.call('put', 'store', () => store.put(key, data)),
    putStream: (key, data) =>
      service
        .call('put', 'store', () => store.putStream(key, data))
        .catch((error: unknown) => {
          // A refused write never reads the stream: end it so its producer stops too.
          data.destroy();
          throw error;
        }),
    open: (key) => store.open(key),
    remove: (key) => service.call('remove', 'store', () => store.remove(key)),
  };
}
