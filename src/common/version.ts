import { version } from '../../package.json';

/**
 * Luno's version, as package.json gives it (the build keeps only this field of the file): shown by
 * `GET /api/health`, in the app's footer and to whoever runs the server. CHANGELOG.md says what each
 * one means for a self-hoster.
 */
export const LUNO_VERSION: string = version;
