import { t } from '@lingui/core/macro';
import { useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingMessage } from '../../../components/ui/spinner.tsx';
import { rememberCoupon } from '../../../lib/remembered-coupon.ts';
import { useMyCoupons } from '../api/get-coupons.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatGender, formatMemberSince, type ProfileDetails } from '../profile-details.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { PanelHeading } from '../../../components/ui/panel-heading.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { formatDateOfBirth } from '../profile-edit.ts';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { SignInDetails } from './sign-in-details.tsx';

function ReadOnlyField({
  label,
  value,
  missing,
  ltr = false,
}: {
  label: string;
  value: string;
  missing: string;
  /** A phone number or e-mail address: left to right in Arabic text too. */
  ltr?: boolean;
}) {
  return (
    <div className="min-w-0 rounded-xl border border-gray-200 bg-gray-50 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className={`mt-1 text-base break-words ${value ? 'text-ink' : 'text-gray-500 italic'}`}>
        {value && ltr ? <bdi dir="ltr">{value}</bdi> : value || missing}
      </dd>
    </div>
  );
}

const summaryCard =
  'flex h-full w-full items-center gap-4 rounded-2xl border border-gray-200 bg-white p-4 text-start sm:flex-col sm:items-start sm:gap-3';

function SummaryContent({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-lg leading-snug font-bold text-ink">{value}</span>
        <span className="block text-sm text-gray-600">{label}</span>
      </span>
    </>
  );
}

/** Spec §2 "General tab": the account's details, read-only, and the Account Summary. */
export function GeneralPanel({
  profile,
  onOpenCoupons,
  onOpenOrders,
}: {
  profile: ProfileDetails;
  onOpenCoupons: () => void;
  onOpenOrders: () => void;
}) {
  const notProvided = t`Not provided`;
  // Issue 21: the read-only view stays; Edit swaps it for the form until saved or cancelled.
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-8">
      <PanelHeading
        title={t`General`}
        text={
          editing
            ? t`Change your details and save them.`
            : t`Your personal details as we have them.`
        }
      >
        {!editing && (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setEditing(true)}
          >
            {t`Edit`}
          </button>
        )}
      </PanelHeading>
      {editing ? (
        <ProfileEditForm profile={profile} onClose={() => setEditing(false)} />
      ) : (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <ReadOnlyField label={t`First Name`} value={profile.firstName} missing={notProvided} />
          <ReadOnlyField label={t`Last Name`} value={profile.lastName} missing={notProvided} />
          <ReadOnlyField label={t`Email`} value={profile.email} missing={notProvided} ltr />
          <ReadOnlyField label={t`Phone Number`} value={profile.phone} missing={notProvided} ltr />
          <ReadOnlyField label={t`Address`} value={profile.address} missing={notProvided} />
          <ReadOnlyField
            label={t`Gender`}
            value={formatGender(profile.gender)}
            missing={t`Not specified`}
          />
          <ReadOnlyField
            label={t`Date of Birth`}
            value={formatDateOfBirth(profile.dateOfBirth)}
            missing={notProvided}
          />
        </dl>
      )}
      <SignInDetails profile={profile} />

      <section aria-labelledby="account-summary-heading">
        <h3 id="account-summary-heading" className="text-lg font-bold text-ink">
          {t`Account Summary`}
        </h3>
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {(
            [
              {
                onOpen: onOpenOrders,
                icon: 'bag',
                value: profile.ordersCount,
                key: 'orders',
                label: t`Total Orders`,
              },
              {
                onOpen: onOpenCoupons,
                icon: 'ticket',
                value: profile.couponsCount,
                key: 'coupons',
                label: t`Active Coupons`,
              },
            ] as const
          ).map((card) => (
            <li key={card.key}>
              <button
                type="button"
                onClick={card.onOpen}
                className={`${summaryCard} transition-colors hover:border-brand-500 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
              >
                <SummaryContent
                  icon={<Icon name={card.icon} />}
                  value={String(card.value)}
                  label={card.label}
                />
              </button>
            </li>
          ))}
          <li>
            <div className={summaryCard}>
              <SummaryContent
                icon={<Icon name="calendar" />}
                value={formatMemberSince(profile.createdAt) ?? notProvided}
                label={t`Member Since`}
              />
            </div>
          </li>
        </ul>
      </section>
      <DeleteAccountSection />
    </div>
  );
}

/** A panel with nothing in it yet: its heading, then an icon and what will appear there. */
function EmptyPanel({
  heading,
  intro,
  icon,
  title,
  text,
  action,
}: {
  heading: string;
  intro: string;
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <PanelHeading title={heading} text={intro} />
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          {icon}
        </span>
        <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
        <p className="mt-1 max-w-sm text-sm text-gray-600">{text}</p>
        {action}
      </div>
    </div>
  );
}

/**
 * Spec §2 "My Coupons", with issue 32 (decision 124): the coupons given to the customer that they
 * can still use, each with its terms and end, to take to checkout; 'No active coupons' when none.
 */
export function CouponsPanel() {
  const coupons = useMyCoupons();
  const list = coupons.data?.data ?? [];
  if (coupons.isPending) {
    return (
      <div className="space-y-6">
        <PanelHeading
          title={t`My Coupons`}
          text={t`Discount codes and offers saved to your account.`}
        />
        <LoadingMessage
          text={t`Loading your coupons...`}
          className="flex flex-col items-center gap-3 py-12"
        />
      </div>
    );
  }
  if (coupons.isError) {
    return (
      <div className="space-y-6">
        <PanelHeading
          title={t`My Coupons`}
          text={t`Discount codes and offers saved to your account.`}
        />
        <LoadError
          onRetry={() => void coupons.refetch()}
          retrying={coupons.isFetching}
          heading="h3"
        />
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <EmptyPanel
        heading={t`My Coupons`}
        intro={t`Discount codes and offers saved to your account.`}
        icon={<Icon name="ticket" className="size-8" />}
        title={t`No active coupons`}
        text={t`When you collect a coupon it will be waiting for you here.`}
        action={
          <Link
            to={paths.home.getHref()}
            className="mt-6 inline-flex h-11 items-center rounded-xl bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t`Browse Offers`}
          </Link>
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      <PanelHeading
        title={t`My Coupons`}
        text={t`Discount codes saved to your account: use one at checkout.`}
      />
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t`Coupons`}>
        {list.map((coupon) => (
          <li
            key={coupon.code}
            className="flex flex-col gap-3 rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50/40 p-5"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-mono text-lg font-bold tracking-wide break-all text-ink">
                <bdi dir="ltr">{coupon.code}</bdi>
              </p>
              <Icon name="ticket" className="size-6 shrink-0 text-brand-600" />
            </div>
            {coupon.description && <p className="text-sm text-gray-700">{coupon.description}</p>}
            <p className="text-sm font-semibold text-ink">{coupon.terms}</p>
            <Link
              to={paths.cart.getHref()}
              onClick={() => rememberCoupon(coupon.code)}
              className={`${buttonClass('primary', 'sm')} mt-auto self-start`}
            >
              {t`Use at checkout`}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
