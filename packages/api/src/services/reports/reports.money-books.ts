import { asc } from 'drizzle-orm';
import {
  bookOf,
  buildMoneyBook,
  openingBasis,
  OTHER_BANK_ACCOUNT,
  OTHER_BANK_ACCOUNT_LABEL,
  toPaise,
  type MoneyMovement,
} from '@gst/domain';
import { bankAccounts as bankAccountsTable } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';
import {
  hasUnassignedBankMovements,
  moneyMovements,
  movementsBefore,
  type MovementRow,
} from './reports.book-sources';

/**
 * The cash book and the bank book's figures (issue 33). A movement not in cash is the bank's, in
 * the account it names (`bankAccountId`); an old expense that typed its account as text is under
 * "Other (as typed)". Opening = the recorded opening balance (Settings' opening cash balance, or
 * the account's own; every account's together for all accounts) when the shop's "opening
 * balances as of" date is blank or on or before `from`, plus the book's movements from that date
 * to the day before `from` (domain `openingBasis`).
 */
export type Book = { book: 'cash' } | { book: 'bank'; account?: string | undefined };

type Account = { id: string; name: string; active: boolean; openingBalancePaise: bigint };

async function accountsOf(ctx: ServiceCtx): Promise<Account[]> {
  return ctx.tx
    .select({
      id: bankAccountsTable.id,
      name: bankAccountsTable.name,
      active: bankAccountsTable.active,
      openingBalancePaise: bankAccountsTable.openingBalancePaise,
    })
    .from(bankAccountsTable)
    .orderBy(
      asc(bankAccountsTable.createdAt),
      asc(bankAccountsTable.name),
      asc(bankAccountsTable.id),
    );
}

/** Does a movement belong to the book (and account) asked for. */
function inBook(m: Pick<MovementRow, 'mode' | 'accountId'>, want: Book): boolean {
  const where = bookOf(m);
  if (where.book !== want.book) return false;
  if (where.book === 'bank' && want.book === 'bank' && want.account) {
    return want.account === where.accountId;
  }
  return true;
}

/** The recorded opening balance of the book asked for, in paise. */
function recordedOpening(want: Book, cash: string, accounts: readonly Account[]): bigint {
  if (want.book === 'cash') return cash.trim() ? toPaise(cash.trim()) : 0n;
  return accounts
    .filter((a) => !want.account || a.id === want.account)
    .reduce((sum, a) => sum + a.openingBalancePaise, 0n);
}

/** A cash or bank book of the range: its rows with running balances, and its totals. */
export async function moneyBookOf(
  ctx: ServiceCtx,
  input: { from: string; to: string },
  want: Book,
) {
  const [shop, accounts] = await Promise.all([
    readSettings(ctx, ['openingCashBalance', 'openingBalancesDate']),
    want.book === 'bank' ? accountsOf(ctx) : Promise.resolve([]),
  ]);
  const basis = openingBasis(
    shop.openingBalancesDate.trim(),
    input.from,
    recordedOpening(want, shop.openingCashBalance, accounts),
  );
  const [rows, before] = await Promise.all([
    moneyMovements(ctx.tx, input),
    movementsBefore(ctx.tx, input.from, basis.movementsFrom),
  ]);
  const nameOf = new Map(accounts.map((a) => [a.id, a.name]));
  const movements: MoneyMovement[] = [];
  for (const { accountId, accountText, ...m } of rows) {
    if (!inBook({ mode: m.mode, accountId }, want)) continue;
    const account =
      m.mode === 'cash'
        ? ''
        : ((accountId && nameOf.get(accountId)) ??
          (accountText.trim() || OTHER_BANK_ACCOUNT_LABEL));
    movements.push({ ...m, account });
  }
  const opening = before.filter((m) => inBook(m, want));
  return buildMoneyBook(opening, movements, basis.paise);
}

/** The bank book's name for its account filter ('All bank accounts' when none). */
export async function bankBookAccountName(ctx: ServiceCtx, account: string | undefined) {
  if (!account) return 'All bank accounts';
  if (account === OTHER_BANK_ACCOUNT) return OTHER_BANK_ACCOUNT_LABEL;
  return (await accountsOf(ctx)).find((a) => a.id === account)?.name ?? account;
}

/**
 * The accounts the bank book offers: the shop's bank accounts (deactivated ones too: their
 * history stays), then "Other (as typed)" when a non-cash movement names none.
 */
export async function bankAccounts(
  ctx: ServiceCtx,
): Promise<{ id: string; name: string; active: boolean }[]> {
  const [accounts, other] = await Promise.all([
    accountsOf(ctx),
    hasUnassignedBankMovements(ctx.tx),
  ]);
  return [
    ...accounts.map(({ id, name, active }) => ({ id, name, active })),
    ...(other ? [{ id: OTHER_BANK_ACCOUNT, name: OTHER_BANK_ACCOUNT_LABEL, active: true }] : []),
  ];
}
