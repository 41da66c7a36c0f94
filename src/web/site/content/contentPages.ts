/** Marketing, legal and pairing pages, loaded as one chunk. */
export { PrivacyPage } from '../legal/PrivacyPage';
export { TermsPage } from '../legal/TermsPage';
export { PairPage } from '../pair/PairPage';
export { BlogArticlePage } from './BlogArticlePage';
export { BlogPage } from './BlogPage';
export { FeaturesPage } from './FeaturesPage';
