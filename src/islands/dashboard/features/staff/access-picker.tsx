import { ACTIONS, RESOURCES, type Action, type PermissionEntry, type Resource } from '../../../../lib/permissions.ts';
import { useAppT } from '../../lib/use-app-t.ts';

export type AccessValue = { is_admin: boolean; permissions: PermissionEntry[] };

const has = (perms: PermissionEntry[], r: Resource, a: Action) =>
  perms.some((p) => p.resource === r && (Array.isArray(p.action) ? p.action.includes(a) : p.action === a));

function toggle(perms: PermissionEntry[], r: Resource, a: Action): PermissionEntry[] {
  const actions = new Set<Action>(ACTIONS.filter((x) => has(perms, r, x)));
  if (actions.has(a)) actions.delete(a);
  else actions.add(a);
  // Creating, editing or deleting something needs seeing it first.
  if (a !== 'read' && actions.has(a)) actions.add('read');
  if (a === 'read' && !actions.has('read')) actions.clear();
  const rest = perms.filter((p) => p.resource !== r);
  return actions.size ? [...rest, { resource: r, action: ACTIONS.filter((x) => actions.has(x)) }] : rest;
}

/** Admin, or a grid of resources × actions (spec 3), readable on a 360px phone. */
export function AccessPicker({ value, onChange }: { value: AccessValue; onChange: (v: AccessValue) => void }) {
  const t = useAppT();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">{t('chooseAccess')}</legend>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="radio"
          name="access"
          className="mt-1"
          checked={value.is_admin}
          onChange={() => onChange({ ...value, is_admin: true })}
        />
        <span>
          {t('accessAdmin')}
          <span className="block text-slate-500">{t('adminHint')}</span>
        </span>
      </label>
      <label className="flex items-center gap-3 text-sm">
        <input
          type="radio"
          name="access"
          checked={!value.is_admin}
          onChange={() => onChange({ ...value, is_admin: false })}
        />
        {t('accessCustom')}
      </label>
      {!value.is_admin && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-slate-500">
                <th className="py-1 pr-2 font-medium">{t('permissionsTitle')}</th>
                {ACTIONS.map((a) => (
                  <th key={a} className="px-1 py-1 text-center font-medium">
                    {t(`act_${a}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {RESOURCES.map((r) => (
                <tr key={r} className="border-t border-slate-100">
                  <th scope="row" className="py-2 pr-2 text-left font-normal">
                    {t(`res_${r}`)}
                  </th>
                  {ACTIONS.map((a) => (
                    <td key={a} className="px-1 text-center">
                      <input
                        type="checkbox"
                        className="h-5 w-5"
                        aria-label={`${t(`res_${r}`)}: ${t(`act_${a}`)}`}
                        checked={has(value.permissions, r, a)}
                        onChange={() => onChange({ ...value, permissions: toggle(value.permissions, r, a) })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </fieldset>
  );
}
