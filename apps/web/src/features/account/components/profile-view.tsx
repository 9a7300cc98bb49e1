import { t } from '@lingui/core/macro';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CountBadge, formatBadgeCount } from '../../../components/ui/count-badge.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useProfile } from '../api/get-profile.ts';
import { useLogout } from '../api/logout.ts';
import { loadErrorMessage } from '../auth-messages.ts';
import type { ProfileDetails } from '../profile-details.ts';
import {
  PROFILE_TABS,
  parseProfileTab,
  profileTabLabel,
  type ProfileTab,
} from '../profile-tabs.ts';
import { CouponsPanel, GeneralPanel } from './profile-panels.tsx';
import { AuthRequired, ProfileLoadError, ProfileWaiting } from './profile-states.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

const TAB_ICONS: Record<ProfileTab, IconName> = {
  general: 'user-circle',
  orders: 'bag',
  appointments: 'calendar',
  coupons: 'ticket',
  notifications: 'bell',
  wishlist: 'heart',
  addresses: 'map-pin',
  security: 'shield-check',
};

/** Sections another feature provides (the app passes them in: features do not import each other). */
export type ProfilePanels = Partial<Record<ProfileTab, ReactNode>>;

/** ', 3 unread' after a tab's name. */
const unreadLabel = (count: string) => t`, ${count} unread`;

const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

/** Spec §2 "Profile (/profile)": who is asking decides what shows, then `?tab=` picks the section. */
export function ProfileView({
  panels = {},
  tabCounts = {},
}: {
  panels?: ProfilePanels;
  /** A count on a tab (the unread notifications, issue 33), '99+' above 99. */
  tabCounts?: Partial<Record<ProfileTab, number>>;
}) {
  const loggedIn = useIsLoggedIn();
  const profile = useProfile({ enabled: loggedIn });
  const logout = useLogout();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseProfileTab(searchParams.get('tab'));

  // Ending the session flips the page to "logged out" before the login page has loaded.
  if (!logout.isIdle) return <ProfileWaiting text={t`Logging out...`} />;
  if (!loggedIn) return <AuthRequired />;
  if (!profile.data) {
    if (profile.isPending || profile.isFetching) {
      return <ProfileWaiting text={t`Loading your profile...`} />;
    }
    return (
      <ProfileLoadError
        message={loadErrorMessage(profile.error, 'profile')}
        onRetry={() => void profile.refetch()}
        onLogout={() => logout.mutate()}
        busy={profile.isFetching}
      />
    );
  }

  return (
    <AccountArea
      panels={panels}
      tabCounts={tabCounts}
      profile={profile.data}
      tab={tab}
      onSelectTab={(next, replace = false) =>
        setSearchParams({ tab: next }, { preventScrollReset: true, replace })
      }
      onLogout={() => logout.mutate()}
      stale={profile.isError}
      refreshing={profile.isFetching}
      onRefresh={() => void profile.refetch()}
    />
  );
}

function AccountArea({
  panels,
  tabCounts,
  profile,
  tab,
  onSelectTab,
  onLogout,
  stale,
  refreshing,
  onRefresh,
}: {
  panels: ProfilePanels;
  tabCounts: Partial<Record<ProfileTab, number>>;
  profile: ProfileDetails;
  tab: ProfileTab;
  /** Arrow keys walk the tabs with `replace`, so Back does not replay every step. */
  onSelectTab: (tab: ProfileTab, replace?: boolean) => void;
  onLogout: () => void;
  stale: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const tabRefs = useRef(new Map<ProfileTab, HTMLButtonElement>());
  const panelRef = useRef<HTMLDivElement>(null);
  // A tab opened from inside a panel (Active Coupons) takes focus to the panel it opened.
  const focusPanelNext = useRef(false);
  useEffect(() => {
    if (focusPanelNext.current) {
      focusPanelNext.current = false;
      panelRef.current?.focus();
    }
  }, [tab]);

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = PROFILE_TABS.length - 1;
    const target =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = PROFILE_TABS[target]!.id;
    onSelectTab(next, true);
    tabRefs.current.get(next)?.focus();
  }

  const firstName = profile.firstName;
  const initial = (profile.firstName || profile.email || '?').charAt(0).toUpperCase();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-6 sm:mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {t`My Account`}
        </h1>
        <p className="mt-1 text-gray-600">
          {firstName ? t`Welcome back, ${firstName}.` : t`Welcome back.`}
        </p>
      </header>

      {profile.emailVerified === false && <VerifyEmailBanner email={profile.email} />}

      {stale && (
        <div
          role="status"
          className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center"
        >
          <p className="flex flex-1 items-start gap-3 text-sm">
            <Icon name="alert-triangle" className="size-5 shrink-0 text-amber-600" />
            {t`We could not refresh your account just now, so some data may not be up to date.`}
          </p>
          <button
            type="button"
            onClick={onRefresh}
            disabled={refreshing}
            className="self-start rounded-lg px-3 py-1.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:opacity-60 sm:self-auto"
          >
            {t`Retry`}
          </button>
        </div>
      )}

      <div className="grid grid-cols-1 gap-6 md:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside className="h-fit min-w-0 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-200 md:sticky md:top-[calc(var(--header-height)+2rem)]">
          <div className="flex items-center gap-3 px-2 pt-2 pb-4">
            <span
              aria-hidden="true"
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {initial}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink">{profile.fullName || t`My Account`}</p>
              <p className="truncate text-sm text-gray-500">{profile.email}</p>
            </div>
          </div>
          <div
            role="tablist"
            aria-label={t`Account sections`}
            aria-orientation="vertical"
            className="grid grid-cols-3 gap-1 border-t border-gray-100 pt-3 md:flex md:flex-col"
          >
            {PROFILE_TABS.map((item, index) => {
              const selected = item.id === tab;
              return (
                <button
                  key={item.id}
                  ref={(node) => {
                    if (node) tabRefs.current.set(item.id, node);
                    else tabRefs.current.delete(item.id);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(item.id)}
                  aria-selected={selected}
                  aria-controls={panelId(item.id)}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => onSelectTab(item.id)}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                  className={`relative flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl px-1.5 py-2 text-center text-xs leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:min-h-11 md:w-full md:flex-row md:justify-start md:gap-3 md:px-3 md:py-0 md:text-start md:text-[15px] ${
                    selected
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-gray-700 hover:bg-gray-50 hover:text-brand-700'
                  }`}
                >
                  <Icon name={TAB_ICONS[item.id]} className="size-5 shrink-0" />
                  {profileTabLabel(item.id)}
                  {formatBadgeCount(tabCounts[item.id] ?? 0) && (
                    <>
                      <span className="sr-only">
                        {unreadLabel(formatBadgeCount(tabCounts[item.id] ?? 0))}
                      </span>
                      <CountBadge
                        count={tabCounts[item.id] ?? 0}
                        className="absolute top-1 end-1 md:static md:ms-auto"
                      />
                    </>
                  )}
                </button>
              );
            })}
          </div>
          <div className="mt-3 border-t border-gray-100 pt-3">
            <button
              type="button"
              onClick={onLogout}
              className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-start text-[15px] font-semibold text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
            >
              <Icon name="logout" className="size-5 shrink-0" />
              {t`Logout`}
            </button>
          </div>
        </aside>

        <div
          ref={panelRef}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-8"
        >
          {tab === 'general' && (
            <GeneralPanel
              profile={profile}
              onOpenCoupons={() => {
                focusPanelNext.current = true;
                onSelectTab('coupons');
              }}
              onOpenOrders={() => {
                focusPanelNext.current = true;
                onSelectTab('orders');
              }}
            />
          )}
          {tab === 'coupons' && <CouponsPanel />}
          {panels[tab]}
        </div>
      </div>
    </div>
  );
}
