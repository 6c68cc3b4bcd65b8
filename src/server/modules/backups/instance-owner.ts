import { notFound } from '../../http/errors.ts';
import { dbOf, type RouteContext } from '../../http/route-glue.ts';
import { isOperator } from '../../http/route-table.ts';
import { isSingleShopInstall } from '../shop/index.ts';

/**
 * Who owns the install, and so its backups (docs/decisions/0050): the platform's operators
 * (OPERATOR_EMAILS), and on an install with one shop only, that shop's owner (a shop on its own
 * small server). On a platform of many shops no shop's owner or admin may: the backup holds every
 * shop's data. Anyone else is told the route does not exist, as the operators' routes do.
 */
export async function requireInstanceOwner(c: RouteContext): Promise<void> {
  if (isOperator(c)) return;
  const membership = c.get('membership');
  if (membership?.member.isOwner && (await isSingleShopInstall(dbOf(c)))) return;
  throw notFound();
}
