export type Part = string | { arg: string; type?: string; branches?: Record<string, Part[]> };
export function parseMessage(text: string): Part[];
export function argumentsOf(parsed: Part[], into?: Map<string, string>): Map<string, string>;
export function compileMessage(text: string): string;
export function compileCatalog(catalog: Record<string, string>, ids?: Map<string, string> | null): string;
export function catalogPlugin(catalogsDir: string): import('vite').Plugin;
export function shortKeys(catalogsDir: string): Map<string, string>;
