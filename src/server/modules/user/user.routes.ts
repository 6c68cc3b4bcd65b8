import { changePasswordSchema, profileSchema } from '../../../lib/account-schemas.ts';
import { badRequest } from '../../http/errors.ts';
import { USER, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody } from '../../http/validate.ts';
import { verifyPassword } from '../auth/password.ts';
import { setPassword, toUserDto, updateProfile } from './user.service.ts';

export const userRoutes: RouteDef[] = [
  route('GET', '/api/user', USER, (c) => c.json(toUserDto(c.get('user')!, c.get('membership')))),

  route('PUT', '/api/user', USER, async (c) => {
    const input = await jsonBody(c, profileSchema);
    const user = await updateProfile(c.get('deps').database.db, c.get('user')!.id, input);
    return c.json(toUserDto(user, c.get('membership')));
  }),

  route('PUT', '/api/user/password', USER, async (c) => {
    const input = await jsonBody(c, changePasswordSchema);
    const user = c.get('user')!;
    if (!(await verifyPassword(input.current_password, user.passwordHash))) throw badRequest('wrong_password', {}, 'current_password');
    await setPassword(c.get('deps').database.db, user.id, input.new_password, c.get('sessionHash'));
    return c.json({ ok: true });
  }),
];
