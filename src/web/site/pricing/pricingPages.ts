/** Pricing and the pages checkout returns to, loaded as one chunk. */
export { PaymentCancelledPage } from '../payment/PaymentCancelledPage';
export { PaymentSuccessPage } from '../payment/PaymentSuccessPage';
export { PricingPage } from './PricingPage';
