import type { Db } from '../../db/client.ts';
import type { AnalyticsQuery } from '../../../lib/analytics-schemas.ts';
import type {
  AnalyticsChannels,
  AnalyticsChat,
  AnalyticsCustomers,
  AnalyticsOverview,
  AnalyticsPeaks,
  AnalyticsProducts,
} from '../../../lib/contracts/analytics.ts';

// PLACEHOLDER written by the lead so that the screen and the server can be built side by side:
// the routes are declared (the typed client needs them) but not mounted in app.ts yet. The
// analytics server helper replaces this file with the real queries and mounts the routes.
const notYet = (): never => {
  throw new Error('analytics queries are not built yet');
};
export const analyticsOverview = async (_db: Db, _shopId: string, _q: AnalyticsQuery): Promise<AnalyticsOverview> =>
  notYet();
export const analyticsProducts = async (_db: Db, _shopId: string, _q: AnalyticsQuery): Promise<AnalyticsProducts> =>
  notYet();
export const analyticsPeaks = async (_db: Db, _shopId: string, _q: AnalyticsQuery): Promise<AnalyticsPeaks> => notYet();
export const analyticsChannels = async (_db: Db, _shopId: string, _q: AnalyticsQuery): Promise<AnalyticsChannels> =>
  notYet();
export const analyticsCustomers = async (_db: Db, _shopId: string, _q: AnalyticsQuery): Promise<AnalyticsCustomers> =>
  notYet();
export const analyticsChat = async (_db: Db, _shopId: string, _q: AnalyticsQuery): Promise<AnalyticsChat> => notYet();
