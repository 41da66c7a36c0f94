import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { BLOG_ARTICLES } from '../common/site-pages';
import type { RouteHandle } from './documentTitle';
import { lazyPage as lazyNamed, type PageModule, pageModule } from './pageModules';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { PublicPathGuard } from './session/PublicPathGuard';
import { RequireAppAccess } from './session/RequireAppAccess';

const siteShell = pageModule('site/SiteLayout.tsx', () => import('./site/SiteLayout'));
const landing = pageModule('site/landing/LandingPage.tsx', () => import('./site/landing/LandingPage'));
const authPages = pageModule('site/auth/authPages.ts', () => import('./site/auth/authPages'));
const pricingPages = pageModule('site/pricing/pricingPages.ts', () => import('./site/pricing/pricingPages'));
const contentPages = pageModule('site/content/contentPages.ts', () => import('./site/content/contentPages'));
const featuresPage = pageModule(
  'site/features/FeaturesPage.tsx',
  () => import('./site/features/FeaturesPage'),
);
const demoPage = pageModule('demo/DemoPage.tsx', () => import('./demo/DemoPage'));
const blogPage = pageModule('site/blog/BlogPage.tsx', () => import('./site/blog/BlogPage'));
const legalPages = pageModule('site/legal/legalPages.ts', () => import('./site/legal/legalPages'));
/** One chunk per article, so the blog's list and each article load only their own text. */
const ARTICLES: Record<string, PageModule<{ Article: ComponentType }>> = {
  'deep-dive-family': pageModule(
    'site/blog/articles/deep-dive-family.tsx',
    () => import('./site/blog/articles/deep-dive-family'),
  ),
  'outlook-calendar': pageModule(
    'site/blog/articles/outlook-calendar.tsx',
    () => import('./site/blog/articles/outlook-calendar'),
  ),
  'google-calendar': pageModule(
    'site/blog/articles/google-calendar.tsx',
    () => import('./site/blog/articles/google-calendar'),
  ),
  'family-hub': pageModule(
    'site/blog/articles/family-hub.tsx',
    () => import('./site/blog/articles/family-hub'),
  ),
};
const appPages = () => import('./app/appPages');

const SiteLayout = lazyNamed(siteShell, 'SiteLayout');
const LandingPage = lazyNamed(landing, 'LandingPage');
const LoginPage = lazyNamed(authPages, 'LoginPage');
const SignupPage = lazyNamed(authPages, 'SignupPage');
const ResetPasswordPage = lazyNamed(authPages, 'ResetPasswordPage');
const JoinPage = lazyNamed(authPages, 'JoinPage');
const PricingPage = lazyNamed(pricingPages, 'PricingPage');
const PaymentSuccessPage = lazyNamed(pricingPages, 'PaymentSuccessPage');
const PaymentCancelledPage = lazyNamed(pricingPages, 'PaymentCancelledPage');
const DemoPage = lazyNamed(demoPage, 'DemoPage');
const FeaturesPage = lazyNamed(featuresPage, 'FeaturesPage');
const BlogPage = lazyNamed(blogPage, 'BlogPage');
const PrivacyPage = lazyNamed(legalPages, 'PrivacyPage');
const TermsPage = lazyNamed(legalPages, 'TermsPage');
const PairPage = lazyNamed(contentPages, 'PairPage');
const AppShell = lazyNamed(appPages, 'AppShell');
const EditorPage = lazyNamed(() => import('./editor/EditorPage'), 'EditorPage');
const ScreensPage = lazyNamed(() => import('./app/screens/ManageScreensPage'), 'ManageScreensPage');
const TodosPage = lazyNamed(() => import('./app/todos/TodosPage'), 'TodosPage');
const MenuPage = lazyNamed(() => import('./app/menu/MenuPage'), 'MenuPage');
const RecipesPage = lazyNamed(() => import('./app/recipes/RecipesPage'), 'RecipesPage');
const ShoppingPage = lazyNamed(() => import('./app/shopping/ShoppingPage'), 'ShoppingPage');
const PeoplePage = lazyNamed(() => import('./app/people/PeoplePage'), 'PeoplePage');
const EventsPage = lazyNamed(appPages, 'EventsPage');
const DevicesPage = lazyNamed(appPages, 'DevicesPage');
const AccountPage = lazyNamed(appPages, 'AccountPage');
const ConfirmPairingPage = lazyNamed(appPages, 'ConfirmPairingPage');
const NotificationsPage = lazyNamed(
  () => import('./app/notifications/NotificationsPage'),
  'NotificationsPage',
);
const AdminPage = lazyNamed(() => import('./app/admin/AdminPage'), 'AdminPage');
const ViewScreenPage = lazyNamed(() => import('./viewer/ViewerPage'), 'ViewerPage');

const titled = (title: string): RouteHandle => ({ title });

/** The route table of spec 01 §2. Page titles live in each route's handle. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: (
          <PublicPathGuard>
            <SiteLayout />
          </PublicPathGuard>
        ),
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'signup', element: <SignupPage />, handle: titled('Sign Up') },
          { path: 'login', element: <LoginPage />, handle: titled('Log In') },
          { path: 'reset-password', element: <ResetPasswordPage />, handle: titled('Reset Password') },
          { path: 'features', element: <FeaturesPage />, handle: titled('Features') },
          { path: 'pricing', element: <PricingPage />, handle: titled('Pricing') },
          { path: 'privacy', element: <PrivacyPage />, handle: titled('Privacy Policy') },
          { path: 'terms', element: <TermsPage />, handle: titled('Terms of Service') },
          { path: 'payment-success', element: <PaymentSuccessPage />, handle: titled('Payment Successful') },
          {
            path: 'payment-cancelled',
            element: <PaymentCancelledPage />,
            handle: titled('Payment Cancelled'),
          },
          { path: 'blog', element: <BlogPage />, handle: titled('Blog') },
          { path: 'join/:token', element: <JoinPage />, handle: titled('Join a Family') },
          ...BLOG_ARTICLES.map((article) => {
            const Article = lazyNamed(ARTICLES[article.slug], 'Article');
            return { path: `blog/${article.slug}`, element: <Article />, handle: titled(article.title) };
          }),
        ],
      },
      // The demo editor fills the window under the site's header, with no footer.
      {
        path: 'demo',
        element: (
          <PublicPathGuard>
            <DemoPage />
          </PublicPathGuard>
        ),
        handle: titled('Demo'),
      },
      // The TV's pairing screen: the whole screen is the code, with no site around it.
      { path: 'pair', element: <PairPage />, handle: titled('Pair a Screen') },
      {
        path: 'view/:screenId',
        handle: titled('Viewer'),
        element: (
          <RequireAppAccess
            whenSignedOut="message"
            signedOutMessage="You must be logged in to view this screen."
          >
            <ViewScreenPage />
          </RequireAppAccess>
        ),
      },
      {
        path: 'app',
        element: (
          <RequireAppAccess>
            <AppShell />
          </RequireAppAccess>
        ),
        children: [
          { index: true, element: <Navigate to="layout" replace /> },
          { path: 'layout', element: <EditorPage />, handle: titled('Editor') },
          { path: 'screens', element: <ScreensPage />, handle: titled('Manage Screens') },
          { path: 'todos', element: <TodosPage />, handle: titled('Tasks') },
          { path: 'menu', element: <MenuPage />, handle: titled('Weekly Menu') },
          { path: 'shopping', element: <ShoppingPage />, handle: titled('Shopping List') },
          { path: 'events', element: <EventsPage />, handle: titled('Calendars') },
          { path: 'people', element: <PeoplePage />, handle: titled('People') },
          { path: 'devices', element: <DevicesPage />, handle: titled('Devices') },
          { path: 'account', element: <AccountPage />, handle: titled('Account') },
          { path: 'pair', element: <ConfirmPairingPage />, handle: titled('Pair a Screen') },
          { path: 'notifications', element: <NotificationsPage />, handle: titled('Notifications') },
          { path: 'admin', element: <AdminPage />, handle: titled('Server') },
          { path: 'recipes', element: <RecipesPage />, handle: titled('Recipes') },
          { path: '*', element: <Navigate to="/app/layout" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
