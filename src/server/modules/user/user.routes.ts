import { changePasswordSchema, profileSchema } from '../../../lib/account-schemas.ts';
import { USER, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody } from '../../http/validate.ts';
import { checkCurrentPassword } from '../auth/auth.service.ts';
import { clientIp } from '../../http/client-ip.ts';
import { emailChangedMail } from '../../email/templates.ts';
import { setPassword, toUserDto, updateProfile } from './user.service.ts';

export const userRoutes: RouteDef[] = [
  route('GET', '/api/user', USER, (c) => c.json(toUserDto(c.get('user')!, c.get('membership')))),

  route('PUT', '/api/user', USER, async (c) => {
    const { current_password, ...input } = await jsonBody(c, profileSchema);
    const { database, mailer } = c.get('deps');
    const before = c.get('user')!;
    const newEmail = input.email && input.email !== before.email ? input.email : null;
    // The e-mail is the way back into an account (password resets go there): changing it takes the
    // password, and the old address is told.
    if (newEmail) await checkCurrentPassword(database.db, before, current_password, clientIp(c));
    const user = await updateProfile(database.db, before.id, input);
    if (newEmail) await mailer.send({ to: before.email, ...emailChangedMail(user.language === 'sw' ? 'sw' : 'en', user.name, newEmail) });
    return c.json(toUserDto(user, c.get('membership')));
  }),

  route('PUT', '/api/user/password', USER, async (c) => {
    const input = await jsonBody(c, changePasswordSchema);
    const user = c.get('user')!;
    await checkCurrentPassword(c.get('deps').database.db, user, input.current_password, clientIp(c));
    await setPassword(c.get('deps').database.db, user.id, input.new_password, c.get('sessionHash'));
    return c.json({ ok: true });
  }),
];
