import { signUpUser } from '../../test/harness.ts';
import type { VictimRows } from '../../test/victim-rows.ts';

// A member who accepted an invitation, and an invitation still waiting.
export const staffVictimRows: VictimRows = {
  make: async ({ t, api, ok, m, made }) => {
    const staff = await signUpUser(t, { email: `${m('staff')}@example.com` });
    await ok('staff name', staff.client.put('/api/user', { name: m('staff-name') }));
    const invite = async (email: string) =>
      ok(
        'invite',
        api.post('/api/staff/invitations', { email, permissions: [{ resource: 'orders', action: 'read' }] }),
      );
    const link: string = (await invite(staff.email)).link;
    await ok('accept', staff.client.post(`/api/invitations/${new URL(link).pathname.split('/').pop()}/accept`));
    const pending = await invite(`${m('invitee')}@example.com`);
    made.staff = staff;
    return { invitationId: pending.id, staffUserId: staff.user.id };
  },
};
