import { permittedAny, router } from '../../../trpc';
import { permittedOn, ZById } from '../../crud';
import {
  ZBankAccountInput,
  ZBankAccountListInput,
  ZBankAccountUpdate,
} from '../../../services/bank-accounts/bank-accounts.schema';
import {
  createBankAccount,
  deactivateBankAccount,
  deleteBankAccount,
  listBankAccounts,
  pickBankAccounts,
  updateBankAccount,
} from '../../../services/bank-accounts/bank-accounts.service';

const can = permittedOn('change-details');

/** The shop's bank accounts (issue 33), part of Settings ('change-details'). */
export const bankAccountsRouter = router({
  list: can.view(ZBankAccountListInput, listBankAccounts),
  /** The receipt, supplier payment and expense drawers' choice: the active accounts, by name. */
  pick: permittedAny([
    ['change-details', 'view'],
    ['manage-payment', 'create'],
    ['manage-supplier-payment', 'create'],
    ['manage-expense', 'create'],
  ]).query(({ ctx }) => pickBankAccounts(ctx)),
  create: can.edit(ZBankAccountInput, createBankAccount),
  update: can.edit(ZBankAccountUpdate, updateBankAccount),
  /** No new movement may name it; its movements stay. */
  deactivate: can.edit(ZById, deactivateBankAccount),
  /** Removes an account no movement names (one with movements is refused: deactivate it). */
  delete: can.edit(ZById, deleteBankAccount),
});
