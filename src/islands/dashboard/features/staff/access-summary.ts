import type { PermissionEntry } from '../../../../lib/permissions.ts';
import type { AppT } from '../../lib/use-app-t.ts';

/** The access a member has, or an invitation grants, in words: "Orders (View, Add) · Customers (View)". */
export function accessSummary(access: { is_admin: boolean; permissions: PermissionEntry[] }, t: AppT): string {
  if (access.is_admin) return t('adminHint');
  return access.permissions
    .map(
      (p) =>
        `${t(`res_${p.resource}`)} (${(Array.isArray(p.action) ? p.action : [p.action]).map((a) => t(`act_${a}`)).join(', ')})`,
    )
    .join(' · ');
}
