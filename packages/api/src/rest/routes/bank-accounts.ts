import { z } from 'zod';
import {
  ZBankAccountChanges,
  ZBankAccountInput,
  ZBankAccountUpdate,
} from '../../services/bank-accounts/bank-accounts.schema';
import { deleteById, one, parseInput, routesOf, updateById } from '../route-helpers';
import type { RestRoute } from '../types';

const route = routesOf('tenant', 'Bank accounts');

/** The shop's bank accounts (issue 33): Settings' "Bank accounts". */
export const bankAccountRoutes: RestRoute[] = [
  route('GET', '/api/bank-accounts', {
    summary:
      "The shop's bank accounts, oldest first, each with its opening balance (rupees, negative for an overdraft, as of Settings' openingBalancesDate), active flag and how many receipts, refunds, supplier payments and expenses name it; ?active=true for the active ones only",
    query: z.object({ active: z.enum(['true', 'false']).optional() }),
    handler: async ({ caller, query }) => {
      const rows = await caller.tenant.bankAccounts.list({
        includeInactive: query.active !== 'true',
      });
      return { body: { message: 'Bank accounts fetched', data: rows } };
    },
  }),
  route('POST', '/api/bank-accounts', {
    summary:
      'Add a bank account ({name, accountNumber, ifsc, openingBalance}); receipts, supplier payments and expenses not in cash then name one (bankAccountId)',
    body: ZBankAccountInput,
    examples: {
      request: {
        name: 'HDFC current ••1234',
        accountNumber: '50100012341234',
        ifsc: 'HDFC0001234',
        openingBalance: '125000.00',
      },
    },
    handler: async ({ caller, body }) => {
      const created = await caller.tenant.bankAccounts.create(parseInput(ZBankAccountInput, body));
      return { status: 201, body: one('Bank account added', created) };
    },
  }),
  route('PATCH', '/api/bank-accounts/:id', {
    summary:
      "Change a bank account's name, number, IFSC or opening balance, or set active (false deactivates it, true restores it)",
    body: ZBankAccountChanges,
    examples: { request: { name: 'HDFC current ••1234 (main)', openingBalance: '-2500.00' } },
    handler: updateById(
      ZBankAccountUpdate,
      (caller, input) => caller.tenant.bankAccounts.update(input),
      'Bank account updated',
    ),
  }),
  route('DELETE', '/api/bank-accounts/:id', {
    summary:
      'Deactivate a bank account: its receipts, payments and expenses keep naming it, no new one may',
    handler: deleteById(
      (caller, id) => caller.tenant.bankAccounts.deactivate({ id }),
      'Bank account deactivated',
    ),
  }),
];
