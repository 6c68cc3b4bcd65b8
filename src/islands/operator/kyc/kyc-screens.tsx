import { Route, Routes } from 'react-router';
import { KycQueueScreen } from './kyc-queue-screen.tsx';
import { KycShopScreen } from './kyc-shop-screen.tsx';

/**
 * The console's KYC part as one screen, for a shell that mounts each screen at `<path>/*`: the
 * queue at /operator/kyc, one shop at /operator/kyc/:shopId.
 */
export function KycScreens() {
  return (
    <Routes>
      <Route index element={<KycQueueScreen />} />
      <Route path=":shopId" element={<KycShopScreen />} />
    </Routes>
  );
}
