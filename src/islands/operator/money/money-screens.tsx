import { Route, Routes } from 'react-router';
import { FiguresScreen } from './figures-screen.tsx';
import { PayoutsScreen } from './payouts-screen.tsx';
import { PlatformFeeScreen } from './platform-fee-screen.tsx';

/**
 * The console's money part as one screen, for a shell that mounts it at `/operator/money/*`:
 * payouts held and released (with the setup fees paid) at /operator/money/payouts, the platform
 * fee at /operator/money/fee, the figures per day at /operator/money/figures.
 */
export function MoneyScreens() {
  return (
    <Routes>
      <Route index element={<PayoutsScreen />} />
      <Route path="payouts" element={<PayoutsScreen />} />
      <Route path="fee" element={<PlatformFeeScreen />} />
      <Route path="figures" element={<FiguresScreen />} />
    </Routes>
  );
}
