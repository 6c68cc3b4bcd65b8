import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { DialogForm } from '../../../../ui/dialog-form.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { AccessPicker, type AccessValue } from './access-picker.tsx';
import { useStaffMutations } from './api.ts';

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAppT();
  const { invite } = useStaffMutations();
  const [email, setEmail] = useState('');
  const [access, setAccess] = useState<AccessValue>({ is_admin: false, permissions: [] });
  const [emptyChoice, setEmptyChoice] = useState(false);
  const [copied, setCopied] = useState(false);
  const close = () => {
    invite.reset();
    setEmail('');
    setAccess({ is_admin: false, permissions: [] });
    onClose();
  };
  const submit = () => {
    const empty = !access.is_admin && access.permissions.length === 0;
    setEmptyChoice(empty);
    if (!empty)
      invite.mutate(
        { email, ...access },
        { onSuccess: (res) => toast({ title: t('inviteSent', { email: res.email }), variant: 'success' }) },
      );
  };
  const general = generalError(invite.error, ['email']);
  return (
    <Modal open={open} onClose={close} title={t('inviteStaff')}>
      {invite.data ? (
        <div className="space-y-3">
          <p className="text-sm text-green-800">{t('inviteSent', { email: invite.data.email })}</p>
          <p className="text-sm text-slate-600">{t('inviteLinkHint')}</p>
          <div className="flex gap-2">
            <input
              readOnly
              value={invite.data.link}
              aria-label="Link"
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1.5 font-mono text-xs"
              onFocus={(e) => e.target.select()}
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void navigator.clipboard?.writeText(invite.data!.link).then(() => setCopied(true))}
            >
              {copied ? t('copied') : t('copy')}
            </Button>
          </div>
          <Button className="w-full" onClick={close}>
            {t('close')}
          </Button>
        </div>
      ) : (
        <DialogForm
          onSubmit={submit}
          onCancel={close}
          general={general}
          pending={invite.isPending}
          cancelLabel={t('cancel')}
          submitLabel={t('inviteSend')}
        >
          <TextField
            label={t('email')}
            type="email"
            name="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errorFor(invite.error, 'email')}
          />
          <AccessPicker value={access} onChange={setAccess} />
          {emptyChoice && (
            <p role="alert" className="text-sm text-red-700">
              {t('noPermissionsChosen')}
            </p>
          )}
        </DialogForm>
      )}
    </Modal>
  );
}
