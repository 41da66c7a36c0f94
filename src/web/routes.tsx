import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from './documentTitle';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { PublicPathGuard } from './session/PublicPathGuard';
import { RequireAppAccess } from './session/RequireAppAccess';
import { BLOG_ARTICLES } from './site/content/blogArticles';

/** React.lazy for a named export, so each page group below becomes its own chunk. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const siteShell = () => import('./site/SiteLayout');
const landing = () => import('./site/landing/LandingPage');
const authPages = () => import('./site/auth/authPages');
const pricingPages = () => import('./site/pricing/pricingPages');
const contentPages = () => import('./site/content/contentPages');
const appPages = () => import('./app/appPages');

const SiteLayout = lazyNamed(siteShell, 'SiteLayout');
const LandingPage = lazyNamed(landing, 'LandingPage');
const LoginPage = lazyNamed(authPages, 'LoginPage');
const SignupPage = lazyNamed(authPages, 'SignupPage');
const JoinPage = lazyNamed(authPages, 'JoinPage');
const PricingPage = lazyNamed(pricingPages, 'PricingPage');
const PaymentSuccessPage = lazyNamed(pricingPages, 'PaymentSuccessPage');
const PaymentCancelledPage = lazyNamed(pricingPages, 'PaymentCancelledPage');
const DemoPage = lazyNamed(() => import('./demo/DemoPage'), 'DemoPage');
const FeaturesPage = lazyNamed(contentPages, 'FeaturesPage');
const BlogPage = lazyNamed(contentPages, 'BlogPage');
const BlogArticlePage = lazyNamed(contentPages, 'BlogArticlePage');
const PrivacyPage = lazyNamed(contentPages, 'PrivacyPage');
const TermsPage = lazyNamed(contentPages, 'TermsPage');
const PairPage = lazyNamed(contentPages, 'PairPage');
const AppShell = lazyNamed(appPages, 'AppShell');
const EditorPage = lazyNamed(() => import('./editor/EditorPage'), 'EditorPage');
const ScreensPage = lazyNamed(() => import('./app/screens/ManageScreensPage'), 'ManageScreensPage');
const TodosPage = lazyNamed(() => import('./app/todos/TodosPage'), 'TodosPage');
const MenuPage = lazyNamed(() => import('./app/menu/MenuPage'), 'MenuPage');
const ShoppingPage = lazyNamed(() => import('./app/shopping/ShoppingPage'), 'ShoppingPage');
const PeoplePage = lazyNamed(() => import('./app/people/PeoplePage'), 'PeoplePage');
const EventsPage = lazyNamed(appPages, 'EventsPage');
const DevicesPage = lazyNamed(appPages, 'DevicesPage');
const AccountPage = lazyNamed(appPages, 'AccountPage');
const ConfirmPairingPage = lazyNamed(appPages, 'ConfirmPairingPage');
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
          ...BLOG_ARTICLES.map((article) => ({
            path: `blog/${article.slug}`,
            element: <BlogArticlePage />,
            handle: titled(article.title),
          })),
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
          { path: '*', element: <Navigate to="/app/layout" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
