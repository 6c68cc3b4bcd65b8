// The face of the plugin module (the bot API the widget calls): what other modules' public
// endpoints for the widget may share, so that one address has one budget across them all.
export { perAddress, RateLimiter } from './rate-limiter.ts';
