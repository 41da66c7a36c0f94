export interface Budget {
  max?: number;
  min?: number;
}

export interface BenchRow {
  id: string;
  measure: string;
  unit: string;
  value: number | null;
  samples?: number[];
  low?: number;
  high?: number;
  noise?: number;
  floor?: number;
  budget: Budget | null;
  status: 'pass' | 'FAIL' | 'not measured' | '—';
  detail?: string;
}

export class BenchResults {
  rows: BenchRow[];
  figure(options: {
    id: string;
    measure: string;
    samples: number | number[];
    unit?: string;
    budget?: Budget | null;
    floor?: number;
    detail?: string;
  }): void;
  notMeasured(options: {
    id: string;
    measure: string;
    why: string;
    budget?: Budget | null;
    unit?: string;
  }): void;
  note(options: { id: string; measure: string; detail: string }): void;
  table(): { measure: string; value: string; budget: string; within: string }[];
  toJSON(context?: Record<string, unknown>): { rows: BenchRow[] } & Record<string, unknown>;
}

interface Compared {
  id: string;
  measure: string;
  unit: string;
  before: number;
  after: number;
  change: number | null;
  noise: number;
}

export function compareResults(
  previous: { rows: BenchRow[] },
  current: { rows: BenchRow[] },
): {
  moved: (Compared & { direction: 'up' | 'down' })[];
  steady: Compared[];
  unmatched: { id: string; measure: string; before: number | null; after: number | null }[];
};

export function describeComparison(comparison: ReturnType<typeof compareResults>): string[];

export function median(values: number[]): number;
