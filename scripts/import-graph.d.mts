export interface ImportEdge {
  /** An absolute file path, or `pkg:<name>` for a package. */
  to: string;
  kind: 'static' | 'type' | 'lazy';
  specifier: string;
}

export type ImportGraph = Map<string, ImportEdge[]>;

export function importGraph(root?: string): ImportGraph;

export function findPath(
  graph: ImportGraph,
  start: string,
  isForbidden: (node: string) => boolean,
  follow?: (edge: ImportEdge) => boolean,
): string[] | null;

export function reachable(
  graph: ImportGraph,
  start: string,
  follow?: (edge: ImportEdge) => boolean,
): Set<string>;

export interface LayerRule {
  name: string;
  binds: (file: string) => boolean;
  forbidden: (node: string) => boolean;
  /** Checks only the file's own imports, not what they import in turn. */
  direct?: boolean;
}

export const WEB_LAYERS: readonly (readonly string[])[];

export function layerRules(root?: string): LayerRule[];

export function layerViolations(root?: string): { rule: string; chain: string[] }[];
