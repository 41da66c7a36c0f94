export const CATALOGS: string;
export const SOURCE_LANGUAGE: string;
export const CONVERTED: string[];
export const NOT_YET_CONVERTED: string[];
export function literalsIn(source: string, fileName?: string): { line: number; text: string }[];
export function catalogProblems(dir?: string): string[];
export function literalProblems(converted?: string[]): string[];
