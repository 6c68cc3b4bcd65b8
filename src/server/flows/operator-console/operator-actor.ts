import type { RouteContext } from '../../http/route-glue.ts';
import type { OperatorActor } from '../../modules/operator-audit/index.ts';

/** The operator behind the request, as the log names them (the route's OPERATOR access made sure of one). */
export function operatorOf(c: RouteContext): OperatorActor {
  const user = c.get('user')!;
  return { id: user.id, email: user.email.toLowerCase() };
}
