import { defineModule } from '../../http/module-manifest.ts';
import { complianceRoutes } from './compliance.routes.ts';
import { kycOperatorRoutes } from './kyc-operator.routes.ts';
import { KYC_VERDICT_QUEUE, kycVerdictMailJob } from './kyc-verdict-mail.ts';

export const complianceModule = defineModule({
  name: 'modules/compliance',
  tag: {
    name: 'Compliance',
    description: "Who is behind a shop (KYC): the owner's and the business's requirements, documents and levels.",
  },
  routes: [...complianceRoutes, ...kycOperatorRoutes],
  jobs: { [KYC_VERDICT_QUEUE]: kycVerdictMailJob },
});
