import type { AdminSession } from '@petshop/contracts/admin';
import { STAFF_PASSWORD_MIN } from '@petshop/contracts/constants';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePageHead } from '../../../lib/page-meta.ts';
import { TextField } from '../admin-ui.tsx';
import { adminRequest, errorMessage, fieldErrors } from '../admin-api.ts';
import { setStaffSession } from '../staff-session.ts';
import { AdminAuthShell } from './login-page.tsx';

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
      <AdminAuthShell title="Set your password">
        <p role="alert" className="mt-4 text-sm text-red-800">
          This link is incomplete. Open the whole link the shop owner sent you, or ask for a new
          one.
        </p>
      </AdminAuthShell>
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
      void navigate('/admin', { replace: true });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setMessage(errorMessage(error));
      setPending(false);
    }
  };

  return (
    <AdminAuthShell title="Set your password">
      <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        {message && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {message}
          </p>
        )}
        <TextField
          label="New password"
          hint={`At least ${STAFF_PASSWORD_MIN} characters.`}
          error={errors.password}
          value={password}
          onChange={setPassword}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label="Repeat the password"
          error={errors.confirmation}
          value={confirmation}
          onChange={setConfirmation}
          type="password"
          autoComplete="new-password"
        />
        <button type="submit" className={`${buttonClass('primary')} w-full`} disabled={pending}>
          {pending ? 'Saving…' : 'Set password and log in'}
        </button>
      </form>
    </AdminAuthShell>
  );
}
