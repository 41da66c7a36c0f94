// Types of server.mjs for the bench steps written in TypeScript (run through tsx).

export interface BenchServer {
  base: string;
  port: number;
  pid: number;
  readyMs: number;
  dataDir: string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export function startServer(
  extraEnv?: Record<string, string>,
  options?: { dataDir?: string; nodeArgs?: string[] },
): Promise<BenchServer>;
