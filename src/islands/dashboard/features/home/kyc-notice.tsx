import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { requirementByKey } from '../../../../lib/kyc-requirements.ts';
import { call } from '../../lib/client.ts';
import { complianceKeys } from '../../lib/query-keys.ts';
import { useAppT } from '../../lib/use-app-t.ts';

/**
 * A reviewer's rejection (issue 29) waits for the owner to act: the home page says so, with the way
 * to the compliance screen, while the requirement is still rejected. Only for the shop's owner and
 * admins (the read is theirs alone); the mail says it too.
 */
export function KycNotice() {
  const t = useAppT();
  const lang = useStore($language);
  const compliance = useQuery({
    queryKey: complianceKeys.all,
    queryFn: ({ signal }) => call('GET /api/compliance', { signal }),
    staleTime: 30_000,
  });
  const data = compliance.data;
  const open = data?.notices.find(
    (n) =>
      n.to_state === 'rejected' && data.requirements.some((r) => r.key === n.requirement_key && r.state === 'rejected'),
  );
  if (!open) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="min-w-0 break-words">
        {t('kycNoticeRejected', {
          requirement: requirementByKey(open.requirement_key)?.label[lang] ?? open.requirement_key,
          reason: open.reason ?? '',
        })}
      </p>
      <Link to={`/dashboard/compliance#kyc-${open.requirement_key}`} className="font-medium underline">
        {t('kycNoticeLink')}
      </Link>
    </div>
  );
}
