import { isFinal, type PaymentStatus } from './mobile-money.ts';

// Our wait for a push (issue 25): while it lasts, a screen shows "check your phone" and no second
// push is started; when it ends without the provider's verdict, the screen says we stopped waiting
// (never "expired" on a guess), since the server keeps asking and a late approval still counts.
// Shared by the order page, the statement page and the back-office (the server's rule is
// blocksNewPush in start-payment.ts).

type Push = { status: PaymentStatus; expires_at: string };

/** Unsettled and within our wait. */
export const stillWaiting = (p: Push, now = Date.now()) => !isFinal(p.status) && now <= Date.parse(p.expires_at);

/** Unsettled and our wait is over: the customer may push again or pay otherwise. */
export const stoppedWaiting = (p: Push, now = Date.now()) => !isFinal(p.status) && now > Date.parse(p.expires_at);
