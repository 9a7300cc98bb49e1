import '../../lib/zod-jitless.ts';
import { t } from '@lingui/core/macro';
import { emailField, normalizePhone, PHONE_PATTERN } from '@petshop/contracts';

/** The server's own e-mail rule (packages/contracts), so what passes here passes there. */
export function isValidEmail(email: string): boolean {
  return emailField.safeParse(email).success;
}

/** Spec §5: e-mail is trimmed and lowercased before it is sent. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface FieldProblem<Field extends string> {
  field: Field;
  message: string;
}

export interface LoginValues {
  email: string;
  password: string;
}

/** Spec §5 "Login": both fields, then the e-mail's shape. */
export function validateLogin(values: LoginValues): FieldProblem<keyof LoginValues> | null {
  if (!values.email.trim() || !values.password) {
    return {
      field: values.email.trim() ? 'password' : 'email',
      message: t`Please enter both email and password`,
    };
  }
  if (!isValidEmail(values.email.trim())) {
    return { field: 'email', message: t`Please enter a valid email address` };
  }
  return null;
}

export interface RegistrationValues {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

/**
 * Spec §5 "Registration": nine checks in this order; only the first that fails is reported.
 * Spaces, hyphens and brackets in the phone are dropped first, as the server does.
 */
export function validateRegistration(
  values: RegistrationValues,
): FieldProblem<keyof RegistrationValues> | null {
  if (!values.fullName.trim()) {
    return { field: 'fullName', message: t`Please enter your full name.` };
  }
  if (!values.email.trim()) {
    return { field: 'email', message: t`Please enter your email address.` };
  }
  if (!isValidEmail(values.email.trim())) {
    return { field: 'email', message: t`Please enter a valid email address.` };
  }
  if (!values.phone.trim()) {
    return { field: 'phone', message: t`Please enter your phone number.` };
  }
  if (!PHONE_PATTERN.test(normalizePhone(values.phone.trim()))) {
    return {
      field: 'phone',
      message: t`Please enter a valid phone number (10–15 digits, numbers only).`,
    };
  }
  if (!values.password) {
    return { field: 'password', message: t`Please enter a password.` };
  }
  if (values.password.length < 6) {
    return { field: 'password', message: t`Password must be at least 6 characters long.` };
  }
  if (!values.confirmPassword) {
    return { field: 'confirmPassword', message: t`Please confirm your password.` };
  }
  if (values.password !== values.confirmPassword) {
    return { field: 'confirmPassword', message: t`Passwords do not match.` };
  }
  return null;
}

/** Spec §3 "Registration payload": first_name carries the full name; the confirmation is the password. */
export function toRegisterRequest(values: RegistrationValues) {
  return {
    first_name: values.fullName.trim(),
    email: normalizeEmail(values.email),
    phone: normalizePhone(values.phone.trim()),
    password: values.password,
    password_confirmation: values.password,
  };
}
