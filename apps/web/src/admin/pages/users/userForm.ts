import { type UserRole, ZEmail } from '@gst/domain';
import { emptyGrid, gridOf, type PermissionGrid, setsOf, type UserRow } from './types';

export type UserFormValues = {
  name: string;
  email: string;
  password: string;
  role: UserRole;
  image: string;
  grid: PermissionGrid;
};

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  email: '',
  password: '',
  role: 'staff',
  image: '',
  grid: emptyGrid(),
};

export function formValuesOf(user: UserRow): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    role: user.role,
    image: user.image ?? '',
    grid: gridOf(user.permissionSets),
  };
}

const PASSWORD_MIN = 8;

/** Spec §5: name and email required; password required on create, optional on edit. */
export function userFormRules(isEdit: boolean) {
  return {
    name: (value: string) => (value.trim() ? null : 'Name is required'),
    email: (value: string) =>
      !value.trim()
        ? 'Email is required'
        : ZEmail.safeParse(value).success
          ? null
          : 'Enter a valid email address',
    password: (value: string) => {
      if (!value) return isEdit ? null : 'Password is required';
      return value.length < PASSWORD_MIN
        ? `Password must be at least ${PASSWORD_MIN} characters`
        : null;
    },
  };
}

export function toUserInput(values: UserFormValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role,
    image: values.image,
    permissionSets: setsOf(values.grid),
    // Sent only when typed: a blank password keeps the current one.
    ...(values.password ? { password: values.password } : {}),
  };
}
