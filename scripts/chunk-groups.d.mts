export function chunkGroups(root?: string): {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}[];
