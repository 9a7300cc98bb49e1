import type { Staff, StaffMe, StaffPermission, StaffRole } from '@petshop/contracts/admin';
import { STAFF_PERMISSIONS } from '@petshop/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { usePageHead } from '../../../lib/page-meta.ts';
import { adminRequest, errorMessage, fieldErrors } from '../admin-api.ts';
import { useStaffSession } from '../staff-session.ts';
import {
  AdminDialog,
  EmailField,
  FormDialog,
  ListError,
  Options,
  SelectField,
  TextField,
  inputClass,
  useFormFields,
} from '../admin-ui.tsx';
import { PERMISSION_TEXT, useMyAccount } from './my-permissions.ts';
import { afterChange } from '../api/after-change.ts';
import { IndexTable, type IndexColumn } from '../index-table.tsx';
import { useStaffList, useUpdateStaff, type StaffChanges } from './api/get-staff.ts';

interface StaffWithLink {
  staff: Staff;
  link: string;
  expiresAt: string;
}

/** The toast after a change to a member's account: what changed, in a sentence. */
/** The roles a member of staff may have, as the role choice names them. */
const ROLES: [StaffRole, string][] = [
  ['staff', 'Staff'],
  ['owner', 'Owner'],
];

function staffChanged(member: Staff, changes: StaffChanges): string {
  if (changes.role) {
    return `${member.name} is now ${changes.role === 'owner' ? 'an owner' : 'staff'}.`;
  }
  if (changes.isActive !== undefined) {
    return `${member.name}'s account was ${changes.isActive ? 'reactivated' : 'deactivated'}.`;
  }
  return `${member.name}'s permissions were saved.`;
}

/**
 * Why `me` may not give or take away `permission` of `member`, or undefined when they may: an
 * owner may always; staff with "Manage staff" only on staff accounts, not their own, and only
 * permissions they have (the API's rules, decision 076).
 */
function permissionBlock(me: StaffMe | undefined, member: Staff, permission: StaffPermission) {
  if (!me || me.role === 'owner') return undefined;
  if (member.id === me.id) return 'Only the shop owner can change your permissions.';
  if (!me.permissions.includes(permission)) return 'You can give only permissions you have.';
  return undefined;
}

/**
 * /admin/staff (owners, and staff with "Manage staff"): who can use the back office, their roles
 * and permissions, new accounts (invited by e-mail) and links.
 */
export function Component() {
  usePageHead({ title: 'Staff' });
  const session = useStaffSession();
  const me = useMyAccount().data;
  const isOwner = (me?.role ?? session?.staff.role) === 'owner';
  const queryClient = useQueryClient();
  const list = useStaffList();
  const [adding, setAdding] = useState(false);
  const [link, setLink] = useState<StaffWithLink>();
  const [problem, setProblem] = useState<string>();

  const update = useUpdateStaff({
    onStart: () => setProblem(undefined),
    onSuccess: (member, changes) => toast.success(staffChanged(member, changes)),
    onError: (error) => setProblem(errorMessage(error)),
  });
  const newLink = useMutation({
    mutationFn: (id: number) =>
      adminRequest<StaffWithLink>(`/staff/${id}/password-link`, { method: 'POST' }),
    onSuccess: (answer) => {
      setLink(answer);
      toast.success(`A new one-time link for ${answer.staff.name} was made.`);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  // Staff who manage staff leave owners' accounts to the owner.
  const mayEdit = (member: Staff) => isOwner || member.role !== 'owner';
  const isMe = (member: Staff) => member.id === session?.staff.id;
  const columns: IndexColumn<Staff>[] = [
    {
      header: 'Name',
      className: 'font-medium text-ink',
      cell: (member) => (
        <>
          {member.name}
          {isMe(member) && <span className="text-gray-500"> (you)</span>}
        </>
      ),
    },
    { header: 'Email', className: 'text-gray-700', cell: (member) => member.email },
    {
      header: 'Role',
      cell: (member) => (
        <>
          <label className="sr-only" htmlFor={`role-${member.id}`}>
            Role of {member.name}
          </label>
          <select
            id={`role-${member.id}`}
            value={member.role}
            disabled={update.isPending || !isOwner}
            onChange={(event) =>
              update.mutate({
                id: member.id,
                changes: { role: event.target.value as StaffRole },
              })
            }
            className="rounded-lg border border-gray-300 bg-white px-2 py-1.5"
          >
            <Options options={ROLES} />
          </select>
        </>
      ),
    },
    {
      header: 'Permissions',
      cell: (member) => (
        <PermissionBoxes
          member={member}
          me={me}
          pending={update.isPending}
          onChange={(permissions) => update.mutate({ id: member.id, changes: { permissions } })}
        />
      ),
    },
    {
      header: 'Status',
      className: 'text-gray-700',
      cell: (member) => (
        <>
          {!member.isActive
            ? 'Deactivated'
            : member.hasPassword
              ? 'Active'
              : 'Waiting for password'}
          <span className="block text-xs text-gray-600">
            Two-factor sign-in {member.twoFactor ? 'on' : 'off'}
          </span>
        </>
      ),
    },
    {
      header: 'Actions',
      quietHeader: true,
      cell: (member) => (
        <div className="flex flex-wrap justify-end gap-2">
          {mayEdit(member) && (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => newLink.mutate(member.id)}
            >
              {member.hasPassword ? 'Password reset link' : 'New link'}
            </button>
          )}
          {!isMe(member) && mayEdit(member) && (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() =>
                update.mutate({ id: member.id, changes: { isActive: !member.isActive } })
              }
            >
              {member.isActive ? 'Deactivate' : 'Reactivate'}
            </button>
          )}
        </div>
      ),
    },
  ];

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
      {list.isError && <ListError error={list.error} />}
      {list.data && (
        <div className="mt-6">
          <IndexTable rows={list.data.items} columns={columns} empty="No staff yet." />
        </div>
      )}
      <AddStaffDialog
        me={me}
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setLink(created);
          toast.success(`${created.staff.name} was added to the staff.`);
          afterChange.staff(queryClient);
        }}
      />
      <LinkDialog link={link} onClose={() => setLink(undefined)} />
    </section>
  );
}

/**
 * A staff member's permissions as checkboxes, each saved when ticked; an owner has them all.
 * A box the signed-in member may not change is disabled with the reason under it.
 */
function PermissionBoxes({
  member,
  me,
  pending,
  onChange,
}: {
  member: Staff;
  me: StaffMe | undefined;
  pending: boolean;
  onChange: (permissions: StaffPermission[]) => void;
}) {
  if (member.role === 'owner') return <p className="text-gray-700">Everything (owner)</p>;
  return (
    <ul className="min-w-56 space-y-1">
      {STAFF_PERMISSIONS.map((permission) => {
        const block = permissionBlock(me, member, permission);
        const noteId = `permission-${member.id}-${permission}-note`;
        return (
          <li key={permission}>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1"
                checked={member.permissions.includes(permission)}
                aria-label={`${PERMISSION_TEXT[permission].label} for ${member.name}`}
                disabled={pending || block !== undefined}
                aria-describedby={block ? noteId : undefined}
                onChange={(event) =>
                  onChange(
                    STAFF_PERMISSIONS.filter((each) =>
                      each === permission
                        ? event.target.checked
                        : member.permissions.includes(each),
                    ),
                  )
                }
              />
              <span>{PERMISSION_TEXT[permission].label}</span>
            </label>
            {block && (
              <p id={noteId} className="ml-6 text-xs text-gray-600">
                {block}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function AddStaffDialog({
  me,
  open,
  onClose,
  onCreated,
}: {
  me: StaffMe | undefined;
  open: boolean;
  onClose: () => void;
  onCreated: (created: StaffWithLink) => void;
}) {
  const form = useFormFields<{ name: string; email: string; role: StaffRole }>({
    name: '',
    email: '',
    role: 'staff',
  });
  const { name, email, role } = form.values;
  const [permissions, setPermissions] = useState<StaffPermission[]>([]);
  const isOwner = me?.role === 'owner';
  const create = useMutation({
    mutationFn: () =>
      adminRequest<StaffWithLink>('/staff', {
        method: 'POST',
        body: { name, email, role, ...(role === 'staff' ? { permissions } : {}) },
      }),
    onSuccess: (created) => {
      form.reset();
      setPermissions([]);
      onCreated(created);
    },
  });
  const errors = fieldErrors(create.error);
  const field = form.fields(errors);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={() => create.mutate()}
      title="Add staff"
      dirty={Boolean(name || email || permissions.length > 0)}
      problem={
        create.error && Object.keys(errors).length === 0 ? errorMessage(create.error) : undefined
      }
      backLabel="Cancel"
      submitLabel="Add and invite"
      pendingLabel="Adding…"
      pending={create.isPending}
    >
      <TextField label="Name" {...field('name')} />
      <EmailField {...field('email')} />
      {isOwner && (
        <SelectField
          label="Role"
          hint="Owners may do everything, manage staff and see the activity log."
          value={role}
          onChange={(next) => form.set({ role: next })}
          options={ROLES}
        />
      )}
      {role === 'staff' && (
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Permissions</legend>
          <p className="text-sm text-gray-600">
            Orders, bookings, products and stock are everyday work. These need your permission:
          </p>
          <ul className="mt-2 space-y-2">
            {STAFF_PERMISSIONS.filter(
              (permission) => isOwner || me?.permissions.includes(permission),
            ).map((permission) => (
              <li key={permission}>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={permissions.includes(permission)}
                    onChange={(event) =>
                      setPermissions(
                        STAFF_PERMISSIONS.filter((each) =>
                          each === permission ? event.target.checked : permissions.includes(each),
                        ),
                      )
                    }
                  />
                  <span>
                    <span className="font-medium text-ink">
                      {PERMISSION_TEXT[permission].label}
                    </span>
                    <span className="block text-gray-600">{PERMISSION_TEXT[permission].hint}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </FormDialog>
  );
}

/**
 * The one-time link, shown once. A new account's link (and a new one for someone who never set
 * a password) was e-mailed too; the owner may also pass it on another way.
 */
function LinkDialog({ link, onClose }: { link: StaffWithLink | undefined; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link.link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <AdminDialog
      open={link !== undefined}
      onClose={() => {
        setCopied(false);
        onClose();
      }}
      title={`Link for ${link?.staff.name ?? ''}`}
      className="w-full max-w-lg rounded-2xl p-6"
    >
      <p className="mt-2 text-sm text-gray-700">
        {link?.staff.hasPassword
          ? `Send this link to ${link.staff.email}.`
          : `We emailed this link to ${link?.staff.email ?? ''}. You can also send it yourself, e.g. by WhatsApp.`}{' '}
        It sets their password, works once, and expires in 24 hours. It is shown only now.
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
    </AdminDialog>
  );
}

export default Component;
