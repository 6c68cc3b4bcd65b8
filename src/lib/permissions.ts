// Spec 3 and 6: resources × actions; an admin has every action on every resource.
export const RESOURCES = [
  'product',
  'orders',
  'customers',
  'transactions',
  'conversations',
  'staffs',
  'chatflow',
  'whatsapp_interactions',
  // Issue 27: SMS providers, WhatsApp templates, audiences and campaigns (decision 0039).
  'campaigns',
] as const;
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;

export type Resource = (typeof RESOURCES)[number];
export type Action = (typeof ACTIONS)[number];
export type Permission = { resource: Resource; action: Action };
export type PermissionEntry = { resource: Resource; action: Action | Action[] };
/** The shape GET /api/user answers with (spec 3). */
export type Permissions = { is_admin: true } | PermissionEntry[];

export function isAdmin(perms: Permissions | null | undefined): perms is { is_admin: true } {
  return !!perms && !Array.isArray(perms) && perms.is_admin === true;
}

export function can(perms: Permissions | null | undefined, resource: Resource, action: Action): boolean {
  if (!perms) return false;
  if (isAdmin(perms)) return true;
  if (!Array.isArray(perms)) return false;
  return perms.some(
    (p) => p.resource === resource && (Array.isArray(p.action) ? p.action.includes(action) : p.action === action),
  );
}

/** One entry per resource with its actions sorted: the stored, canonical form. */
export function normalizePermissions(entries: PermissionEntry[]): PermissionEntry[] {
  const byResource = new Map<Resource, Set<Action>>();
  for (const entry of entries) {
    const set = byResource.get(entry.resource) ?? new Set<Action>();
    for (const a of Array.isArray(entry.action) ? entry.action : [entry.action]) set.add(a);
    byResource.set(entry.resource, set);
  }
  return RESOURCES.filter((r) => byResource.has(r)).map((resource) => ({
    resource,
    action: ACTIONS.filter((a) => byResource.get(resource)!.has(a)),
  }));
}
