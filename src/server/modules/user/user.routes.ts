import { changePasswordSchema, profileSchema } from '../../../lib/account-schemas.ts';
import { doneSchema } from '../../../lib/contracts/common.ts';
import { currentUserSchema } from '../../../lib/contracts/user.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { USER, type RouteDef } from '../../http/route-table.ts';
import { checkCurrentPassword } from './password-check.ts';
import { clientIp } from '../../http/client-ip.ts';
import { emailChangedMail } from '../../email/templates.ts';
import { setPassword, toUserDto, updateProfile } from './user.service.ts';
import { dbOf } from '../../http/route-glue.ts';

const tags = ['Account' as const];

export const userRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/user',
    access: USER,
    tags,
    summary: 'The signed-in user, their shop and permissions',
    answers: { 200: currentUserSchema },
    handler: (c) => c.json(toUserDto(c.get('user')!, c.get('membership'))),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/user',
    access: USER,
    tags,
    summary: 'Update name, email, phone or language',
    body: profileSchema,
    answers: { 200: currentUserSchema },
    // 429: a new e-mail takes the current password, throttled like sign-in.
    errors: [409, 429],
    handler: async (c, { body: { current_password, ...input } }) => {
      const { database, mailer } = c.get('deps');
      const before = c.get('user')!;
      const newEmail = input.email && input.email !== before.email ? input.email : null;
      // The e-mail is the way back into an account (password resets go there): changing it takes the
      // password, and the old address is told.
      if (newEmail) await checkCurrentPassword(database.db, before, current_password, clientIp(c));
      const user = await updateProfile(database.db, before.id, input);
      if (newEmail)
        await mailer.send({
          to: before.email,
          ...emailChangedMail(user.language === 'sw' ? 'sw' : 'en', user.name, newEmail),
        });
      return c.json(toUserDto(user, c.get('membership')));
    },
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/user/password',
    access: USER,
    tags,
    summary: 'Change the password; other sessions are ended',
    body: changePasswordSchema,
    answers: { 200: doneSchema },
    errors: [429], // the current password is throttled like sign-in
    handler: async (c, { body }) => {
      const user = c.get('user')!;
      await checkCurrentPassword(dbOf(c), user, body.current_password, clientIp(c));
      await setPassword(dbOf(c), user.id, body.new_password, c.get('sessionHash'));
      return c.json({ ok: true as const });
    },
  }),
] satisfies RouteDef[];
