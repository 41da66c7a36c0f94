export const DEFAULT_TITLE = "Luno - Let's Plan";

/** '<Page> - Luno', or the default title (spec 01 §2). */
export function pageTitle(page: string | undefined): string {
  return page ? `${page} - Luno` : DEFAULT_TITLE;
}
