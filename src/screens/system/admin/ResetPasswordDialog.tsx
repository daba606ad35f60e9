import { useState } from 'react';
import { rsaEncrypt } from '../../../api/rsa.ts';
import { Button, Modal } from '../../../components/index.ts';
import { FormField } from '../../../components/FormField.tsx';
import { useT } from '../../../i18n/hooks.ts';
import { passwordHint, usePasswordPolicy } from '../../login/use-password-policy.ts';
import { systemAction } from '../system-calls.ts';
import type { UserRow } from './user-types.ts';

/** An administrator's password reset: every session of the user ends and the next sign-in must change it. */
export function ResetPasswordDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const t = useT();
  const policy = usePasswordPolicy();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      if ((await systemAction('system/user/adminResetPassword.ajax', { userId: user.userId, password: await rsaEncrypt(password) })) !== undefined) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('admin.user.resetTitle', { name: user.realName })}
      width={440}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={busy} onClick={() => void reset()}>
            {t('admin.user.resetPassword')}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-500">{t('admin.user.resetNote')}</p>
      <FormField name="newPassword" type="password" autoComplete="new-password" label={t('user.newPassword')} placeholder={passwordHint(policy, t)} value={password} onChange={(event) => setPassword(event.target.value)} />
    </Modal>
  );
}
