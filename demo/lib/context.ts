/** Types shared by the app, its middleware and its routes. */
import type { DB } from '../db/index.ts';

export interface Session {
  id: string;
  userId: number;
  /** True when this request created the session (the cookie is being set now). */
  isNew: boolean;
}

export interface CspReport {
  receivedAt: string;
  body: unknown;
}

export interface AppOptions {
  /** Secret used for nonces. A random one per process when omitted. */
  secret?: string;
  /** Default fault value (what the DEMO_FAULT env var holds for the server). */
  fault?: string;
  /** Folder served at /dist/ (defaults to the repository's dist/). */
  distDir?: string;
  /** Folder served at /demo-assets/ (defaults to demo/assets/). */
  assetsDir?: string;
  /** Milliseconds a `timeout` fault holds the request (default 60000). */
  timeoutFaultMs?: number;
  /** Milliseconds of a `slow` fault (default 3000). */
  slowFaultMs?: number;
}

export interface AppState {
  db: DB;
  secret: string;
  options: Required<Pick<AppOptions, 'timeoutFaultMs' | 'slowFaultMs'>> & AppOptions;
  cspReports: CspReport[];
}

export type AppEnv = {
  Variables: {
    state: AppState;
    session: Session;
  };
};
