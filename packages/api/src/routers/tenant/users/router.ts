import { router } from '../../../trpc';
import { ZUserCreate, ZUserListInput, ZUserUpdate } from '../../../services/users/users.schema';
import * as service from '../../../services/users/users.service';
import { permittedOn, ZById } from '../../crud';

const can = permittedOn('manage-user');

/**
 * Users and their page permissions (spec §2 Users, §6). Only a superadmin creates, changes,
 * promotes or deletes a superadmin; nobody grants a flag they do not hold; nobody deletes
 * themselves or the last superadmin.
 */
export const usersRouter = router({
  list: can.view(ZUserListInput, service.listUsers),
  get: can.view(ZById, service.getUser),
  create: can.create(ZUserCreate, service.createUser),
  update: can.edit(ZUserUpdate, service.updateUser),
  delete: can.delete(ZById, service.deleteUser),
});
