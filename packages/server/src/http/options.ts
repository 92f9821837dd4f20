/** What the HTTP application is built from (the routes in api.ts and web.ts read it too). */
import type { Lobby } from '../service/lobby.ts';
import type { MatchService } from '../service/match-service.ts';

export interface AppOptions {
  readonly service: MatchService;
  readonly lobby: Lobby;
  /** The built web app (`packages/web/dist`); served when it exists. */
  readonly webDist: string;
  /** The folder holding `protocol.md` and `server.md`. */
  readonly docsDir: string;
  /** The address people use to reach this server (behind a proxy); taken from each request otherwise. */
  readonly publicUrl?: string;
  readonly logLevel: string;
  /** Extra numbers for `/api/v1/stats` (open connections, from the WebSocket side). */
  readonly stats: () => Record<string, number>;
}
