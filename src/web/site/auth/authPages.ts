/** The sign-in page group, loaded as one chunk. */

export { JoinPage } from '../join/JoinPage';
export { LoginPage } from './LoginPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SignupPage } from './SignupPage';
