import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { DialogButtons } from '../../../../ui/dialog-buttons.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { useAppT } from '../../lib/use-app-t.ts';
import { AccessPicker, type AccessValue } from './access-picker.tsx';
import type { StaffMember } from '../../../../lib/contracts/staff.ts';
import { useStaffMutations } from './api.ts';

export function EditAccessDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const t = useAppT();
  const { update } = useStaffMutations();
  const [access, setAccess] = useState<AccessValue>({ is_admin: member.is_admin, permissions: member.permissions });
  const empty = !access.is_admin && access.permissions.length === 0;
  const save = () =>
    update.mutate(
      { userId: member.user_id, ...access },
      {
        onSuccess: () => {
          toast({ title: t('accessSaved'), variant: 'success' });
          onClose();
        },
      },
    );
  return (
    <Modal open onClose={onClose} title={`${t('editAccess')}: ${member.name}`}>
      <div className="space-y-4">
        <AccessPicker value={access} onChange={setAccess} />
        {empty && <p className="text-sm text-red-700">{t('noPermissionsChosen')}</p>}
        <FormAlert>{update.error?.message}</FormAlert>
        <DialogButtons cancelLabel={t('cancel')} onCancel={onClose}>
          <Button onClick={save} disabled={empty} loading={update.isPending}>
            {t('save')}
          </Button>
        </DialogButtons>
      </div>
    </Modal>
  );
}
