import { useNavigate } from 'react-router';
import { AuthCard } from '../../layout/auth-card.tsx';
import { useAppT } from '../../lib/use-app-t.ts';
import { useCreateShop } from './api.ts';
import { ShopForm, toFormValues } from './shop-form.tsx';

/** Spec 2.2: a signed-in user without a shop reaches only this page, which creates the shop. */
export function GetStartedPage() {
  const t = useAppT();
  const navigate = useNavigate();
  const create = useCreateShop();
  return (
    <AuthCard title={t('getStartedTitle')} subtitle={t('getStartedText')}>
      <ShopForm
        initial={toFormValues()}
        submitLabel={t('createShop')}
        pending={create.isPending}
        error={create.error}
        onSubmit={(values) => create.mutate(values, { onSuccess: () => navigate('/dashboard', { replace: true }) })}
      />
    </AuthCard>
  );
}
