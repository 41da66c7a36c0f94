/** The sign-in page group, loaded as one chunk. */
export { LoginPage } from './LoginPage';
export { SignupPage } from './SignupPage';
