export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
  flaky: string[];
  notRun: string[];
}

export function emptyTally(): Tally;
// biome-ignore lint/suspicious/noExplicitAny: Vitest's and Playwright's JSON reports, read loosely
export function countVitest(tally: Tally, report: any): Tally;
// biome-ignore lint/suspicious/noExplicitAny: Vitest's and Playwright's JSON reports, read loosely
export function countPlaywright(tally: Tally, report: any): Tally;
// biome-ignore lint/suspicious/noExplicitAny: Vitest's and Playwright's JSON reports, read loosely
export function slowestLines(vitestReport: any, playwrightReport: any, count?: number): string[];
export function countNotRun(tally: Tally, files: string[]): Tally;
export function closingLines(tally: Tally, failedSteps: string[]): string[];
export function exitCode(tally: Tally, failedSteps: string[]): number;
