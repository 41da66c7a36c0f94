export function viewerChunkGroups(root?: string): {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}[];
