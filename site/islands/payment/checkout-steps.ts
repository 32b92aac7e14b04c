/** The history state's mark of the checkout's steps (../ui/useStepHistory.ts), the cart's and an unfinished order's. */
export const CHECKOUT_STEP = 'checkoutStep';
