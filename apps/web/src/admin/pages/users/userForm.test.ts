import { describe, expect, it } from 'vitest';
import { emptyGrid, gridOf, pageLabel, setsOf } from './types';
import { EMPTY_USER_FORM, toUserInput, userFormRules } from './userForm';

describe('permission grid', () => {
  it('round-trips permission sets and sends only granted flags', () => {
    const sets = [
      { page: 'manage-customer' as const, permissions: { view: true, create: true } },
      { page: 'dashboard' as const, permissions: { view: true } },
    ];
    const grid = gridOf(sets);
    grid['manage-customer'].edit = false;
    grid['manage-invoice'].view = false;
    // Menu order, granted flags only, pages without any left out.
    expect(setsOf(grid)).toEqual([
      { page: 'dashboard', permissions: { view: true } },
      { page: 'manage-customer', permissions: { view: true, create: true } },
    ]);
    expect(setsOf(emptyGrid())).toEqual([]);
  });

  it('labels pages with the menu wording', () => {
    expect(pageLabel('manage-customer')).toBe('Customer Details');
    expect(pageLabel('change-details')).toBe('Settings');
  });
});

describe('user form', () => {
  it('requires name and email, and a password only on create', () => {
    const create = userFormRules(false);
    const edit = userFormRules(true);
    expect(create.name(' ')).toBe('Name is required');
    expect(create.email('')).toBe('Email is required');
    expect(create.email('nope')).toBe('Enter a valid email address');
    expect(create.password('')).toBe('Password is required');
    expect(edit.password('')).toBeNull();
    expect(edit.password('short')).toBe('Password must be at least 8 characters');
  });

  it('sends the password only when typed', () => {
    const values = { ...EMPTY_USER_FORM, name: ' Ravi ', email: 'ravi@demo.test' };
    expect(toUserInput(values)).not.toHaveProperty('password');
    expect(toUserInput({ ...values, password: 'new-pass-123' }).password).toBe('new-pass-123');
    expect(toUserInput(values).name).toBe('Ravi');
  });
});
