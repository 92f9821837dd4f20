/** A match service in memory with the parts around the game (lobby listing, presence, push, clock sweep). */
import type { Fanout } from '../../src/fanout/fanout.ts';
import type { PushSender } from '../../src/push/push-sender.ts';
import type { ServiceOptions } from '../../src/service/match-service.ts';
import { startTableParts, type TableParts } from '../../src/table-parts.ts';
import { memoryServer, type TestServer } from './service.ts';

export interface TableServer extends TestServer {
  readonly tables: TableParts;
  close(): Promise<void>;
}

/** Test VAPID keys (made once with web-push's generateVAPIDKeys; they sign nothing outside tests). */
export const TEST_VAPID = {
  publicKey: 'BILetaLMRclbmYJbt3HQX1cMrQ3HbfbEErFmF51ELzYCs-Ewk5G10SoWGzyKfN-J32SXJDlXC4s3tZbbCrp6_Vw',
  privateKey: 'bGZOyqe-seLSHWBw4hTQY_hNg-CrTNN4Mwxd2AtYFao',
  subject: 'mailto:tests@gameshelf.invalid',
};

export function tableServer(
  options: Partial<ServiceOptions> & { fanout?: Fanout; sender?: PushSender; pushHosts?: string[] } = {},
): TableServer {
  const { sender, pushHosts, ...service } = options;
  const server = memoryServer(service);
  const tables = startTableParts(server.service, options.fanout ?? { ...noFanout }, {
    push: sender ? { vapid: TEST_VAPID, hosts: pushHosts ?? ['127.0.0.1'] } : { hosts: [] },
    // Tests sweep when they choose (sweepClocks).
    clockSweepMs: 3_600_000,
    ...(sender ? { sender } : {}),
    warn: () => {},
  });
  return {
    ...server,
    tables,
    async close() {
      tables.close();
      await server.service.close();
    },
  };
}

const noFanout: Fanout = {
  origin: 'local',
  publish: () => {},
  watch: async () => {},
  unwatch: () => {},
  onNotice: () => {},
  publishLobby: () => {},
  onLobby: () => {},
  close: async () => {},
};
