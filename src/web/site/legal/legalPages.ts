/** The legal pages, loaded as one chunk. */
export { PrivacyPage } from './PrivacyPage';
export { TermsPage } from './TermsPage';
