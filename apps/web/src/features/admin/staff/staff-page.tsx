import type { Staff, StaffRole } from '@petshop/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { usePageHead } from '../../../lib/page-meta.ts';
import { adminRequest, errorMessage, fieldErrors } from '../admin-api.ts';
import { useStaffSession } from '../staff-session.ts';
import { DialogActions, TextField, inputClass } from '../admin-ui.tsx';

interface StaffWithLink {
  staff: Staff;
  link: string;
  expiresAt: string;
}

const STAFF_KEY = ['admin', 'staff'] as const;

/** /admin/staff (owners): who can use the back office, their roles, new accounts and links. */
export function Component() {
  usePageHead({ title: 'Staff' });
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => adminRequest<{ items: Staff[] }>('/staff', { signal }),
  });
  const [adding, setAdding] = useState(false);
  const [link, setLink] = useState<StaffWithLink>();
  const [problem, setProblem] = useState<string>();

  const update = useMutation({
    mutationFn: ({
      id,
      changes,
    }: {
      id: number;
      changes: Partial<Pick<Staff, 'role' | 'isActive'>>;
    }) => adminRequest<Staff>(`/staff/${id}`, { method: 'PATCH', body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
    onError: (error) => setProblem(errorMessage(error)),
    onMutate: () => setProblem(undefined),
  });
  const newLink = useMutation({
    mutationFn: (id: number) =>
      adminRequest<StaffWithLink>(`/staff/${id}/password-link`, { method: 'POST' }),
    onSuccess: setLink,
    onError: (error) => setProblem(errorMessage(error)),
  });

  return (
    <section aria-labelledby="staff-title" className="max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="staff-title" className="text-2xl font-bold text-ink">
          Staff
        </h1>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => setAdding(true)}
        >
          Add staff
        </button>
      </div>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      {list.isPending && <p className="mt-6 text-gray-600">Loading staff…</p>}
      {list.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {errorMessage(list.error)}
        </p>
      )}
      {list.data && (
        <div className="mt-6 overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-50 text-gray-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Role
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {list.data.items.map((member) => {
                const isMe = member.id === session?.staff.id;
                return (
                  <tr key={member.id}>
                    <td className="px-4 py-3 font-medium text-ink">
                      {member.name}
                      {isMe && <span className="text-gray-500"> (you)</span>}
                    </td>
                    <td className="px-4 py-3 text-gray-700">{member.email}</td>
                    <td className="px-4 py-3">
                      <label className="sr-only" htmlFor={`role-${member.id}`}>
                        Role of {member.name}
                      </label>
                      <select
                        id={`role-${member.id}`}
                        value={member.role}
                        disabled={update.isPending}
                        onChange={(event) =>
                          update.mutate({
                            id: member.id,
                            changes: { role: event.target.value as StaffRole },
                          })
                        }
                        className="rounded-lg border border-gray-300 bg-white px-2 py-1.5"
                      >
                        <option value="staff">Staff</option>
                        <option value="owner">Owner</option>
                      </select>
                    </td>
                    <td className="px-4 py-3 text-gray-700">
                      {!member.isActive
                        ? 'Deactivated'
                        : member.hasPassword
                          ? 'Active'
                          : 'Waiting for password'}
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap justify-end gap-2">
                        <button
                          type="button"
                          className={buttonClass('secondary', 'sm')}
                          onClick={() => newLink.mutate(member.id)}
                        >
                          {member.hasPassword ? 'Password reset link' : 'New link'}
                        </button>
                        {!isMe && (
                          <button
                            type="button"
                            className={buttonClass('secondary', 'sm')}
                            onClick={() =>
                              update.mutate({
                                id: member.id,
                                changes: { isActive: !member.isActive },
                              })
                            }
                          >
                            {member.isActive ? 'Deactivate' : 'Reactivate'}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AddStaffDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setLink(created);
          void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
        }}
      />
      <LinkDialog link={link} onClose={() => setLink(undefined)} />
    </section>
  );
}

function AddStaffDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: StaffWithLink) => void;
}) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const create = useMutation({
    mutationFn: () =>
      adminRequest<StaffWithLink>('/staff', { method: 'POST', body: { name, email, role } }),
    onSuccess: (created) => {
      setName('');
      setEmail('');
      setRole('staff');
      onCreated(created);
    },
  });
  const errors = fieldErrors(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="w-full max-w-md rounded-2xl p-6"
    >
      <h2 id={titleId} className="text-xl font-bold text-ink">
        Add staff
      </h2>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        {create.error && Object.keys(errors).length === 0 && (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(create.error)}
          </p>
        )}
        <TextField label="Name" error={errors.name} value={name} onChange={setName} />
        <TextField
          label="Email"
          error={errors.email}
          value={email}
          onChange={setEmail}
          type="email"
        />
        <Field label="Role" hint="Owners also manage staff and see the activity log.">
          {({ id, describedBy }) => (
            <select
              id={id}
              value={role}
              onChange={(event) => setRole(event.target.value as StaffRole)}
              aria-describedby={describedBy}
              className={inputClass}
            >
              <option value="staff">Staff</option>
              <option value="owner">Owner</option>
            </select>
          )}
        </Field>
        <DialogActions
          onBack={onClose}
          backLabel="Cancel"
          submitLabel="Add and get link"
          pendingLabel="Adding…"
          pending={create.isPending}
        />
      </form>
    </Dialog>
  );
}

/** The one-time link, shown once: the owner copies it to the person (it is not e-mailed). */
function LinkDialog({ link, onClose }: { link: StaffWithLink | undefined; onClose: () => void }) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link.link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Dialog
      open={link !== undefined}
      onClose={() => {
        setCopied(false);
        onClose();
      }}
      labelledBy={titleId}
      className="w-full max-w-lg rounded-2xl p-6"
    >
      <h2 id={titleId} className="text-xl font-bold text-ink">
        Link for {link?.staff.name}
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        Send this link to {link?.staff.email}. It sets their password, works once, and expires in 24
        hours. It is shown only now.
      </p>
      <input
        readOnly
        aria-label="One-time link"
        value={link?.link ?? ''}
        onFocus={(event) => event.target.select()}
        className={`${inputClass} mt-4 font-mono text-xs`}
      />
      <div className="mt-4 flex justify-end gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy link'}
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          Done
        </button>
      </div>
    </Dialog>
  );
}

export default Component;
