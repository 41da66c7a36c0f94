export const PACKAGES: string[];
export const INSTALL_COMMAND: string;

export function findCommand(command: string, env: NodeJS.ProcessEnv): string | null;
export function findChromium(env: NodeJS.ProcessEnv): string | null;
export function findRadicale(env: NodeJS.ProcessEnv): string | null;
export function radicaleTestFiles(root?: string): string[];
export function browserTestFiles(root?: string): string[];

export interface Prerequisites {
  chromium: string | null;
  radicale: string | null;
  /** Every test file the run leaves out: the Radicale ones, then the browser ones. */
  skipped: string[];
  skipRadicale: string[];
  skipBrowser: string[];
}

export function ensurePrerequisites(options?: {
  env?: NodeJS.ProcessEnv;
  isRoot?: boolean;
  root?: string;
  log?: (line: string) => void;
}): Prerequisites;
