import { t } from '@lingui/core/macro';
import type { CouponCheckResponse } from '@petshop/contracts/coupons';
import { useId, useState, type KeyboardEvent } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { withPart } from '../../../lib/message-parts.tsx';
import { takeRememberedCoupon } from '../../../lib/remembered-coupon.ts';
import { couponRefusal, useCheckCoupon } from '../api/check-coupon.ts';

/**
 * The order summary's coupon field (issue 32): Apply asks the server to price the cart with the
 * code; the applied coupon shows with Remove, a refusal shows under the field. The discount
 * itself is always the server's.
 */
export function CouponField({
  applied,
  onApplied,
}: {
  applied: CouponCheckResponse | undefined;
  onApplied: (result: CouponCheckResponse | undefined) => void;
}) {
  const id = useId();
  // A coupon chosen in the profile's My Coupons waits here, ready to apply.
  const [code, setCode] = useState(takeRememberedCoupon);
  const [refusal, setRefusal] = useState<string>();
  const check = useCheckCoupon();

  function apply() {
    const typed = code.trim();
    if (!typed) {
      setRefusal(t`Enter a coupon code.`);
      return;
    }
    setRefusal(undefined);
    check.mutate(typed, {
      onSuccess: (result) => {
        onApplied(result);
        setCode('');
      },
      onError: (error) => setRefusal(couponRefusal(error)),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the code; it must not place the order the field sits in.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  }

  if (applied) {
    const appliedCode = applied.coupon.code;
    return (
      <div className="mt-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 text-green-800">
            {withPart(t`${appliedCode} applied`, appliedCode, (part) => (
              <span className="font-semibold break-all">{part}</span>
            ))}
            <span className="mt-0.5 block text-xs text-green-700">{applied.coupon.terms}</span>
          </p>
          <button
            type="button"
            className="shrink-0 font-semibold text-green-800 underline underline-offset-2 hover:text-green-900"
            onClick={() => onApplied(undefined)}
            aria-label={t`Remove coupon ${appliedCode}`}
          >
            {t`Remove`}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="mt-4">
      <label htmlFor={`${id}-code`} className="block text-sm font-medium text-ink">
        {t`Coupon code`}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-code`}
          type="text"
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            setCode(event.target.value);
            if (refusal) setRefusal(undefined);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          className={`block h-11 min-w-0 flex-1 rounded-xl border bg-white px-3 text-base text-ink uppercase shadow-xs placeholder:text-gray-500 placeholder:normal-case focus:outline-2 focus:outline-offset-1 ${refusal ? 'border-red-500 focus:outline-red-500' : 'border-gray-300 hover:border-gray-400 focus:outline-brand-500'}`}
          placeholder={t`Enter code`}
        />
        <button
          type="button"
          onClick={apply}
          disabled={check.isPending}
          className={`${buttonClass('secondary', 'sm')} shrink-0`}
        >
          {check.isPending ? t`Checking…` : t`Apply`}
        </button>
      </div>
      {refusal ? (
        <p id={`${id}-refusal`} role="alert" className="mt-1.5 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
