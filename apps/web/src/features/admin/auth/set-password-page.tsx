import type { AdminSession } from '@petshop/contracts/admin';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageHead } from '../../../lib/page-meta.ts';
import { adminRequest, errorMessage, fieldErrors } from '../admin-api.ts';
import { setStaffSession } from '../staff-session.ts';
import { AdminAuthForm, AdminAuthShell } from './login-page.tsx';
import { IncompleteLinkPage, StaffNewPasswordFields, WideSubmit } from './new-password-parts.tsx';
import { adminPaths } from '../admin-paths.ts';

/** /admin/set-password#token=…: the one-time link an owner gave; sets the password, logs in. */
export function SetPasswordPage() {
  usePageHead({ title: 'Set your password' });
  const { hash } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(hash.slice(1)).get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [pending, setPending] = useState(false);

  if (!token) {
    return (
      <IncompleteLinkPage title="Set your password">
        This link is incomplete. Open the whole link the shop owner sent you, or ask for a new one.
      </IncompleteLinkPage>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    if (password !== confirmation) {
      setErrors({ confirmation: 'The passwords do not match.' });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const session = await adminRequest<AdminSession>('/auth/set-password', {
        method: 'POST',
        body: { token, password },
      });
      setStaffSession(session);
      void navigate(adminPaths.home(), { replace: true });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setMessage(errorMessage(error));
      setPending(false);
    }
  };

  return (
    <AdminAuthShell title="Set your password">
      <AdminAuthForm alert={message} onSubmit={submit}>
        <StaffNewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
        />
        <WideSubmit pending={pending} busyText="Saving…">
          Set password and log in
        </WideSubmit>
      </AdminAuthForm>
    </AdminAuthShell>
  );
}
