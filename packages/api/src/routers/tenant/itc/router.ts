import { router } from '../../../trpc';
import { permittedOn } from '../../crud';
import { itcClaims } from '../../../services/returns/returns.claims';
import { setItcClaims } from '../../../services/returns/returns.claims-set';
import {
  ZItcClaimsInput,
  ZItcSetClaimInput,
} from '../../../services/returns/returns.claims-schema';

/**
 * The shop's ITC claim per purchase bill (issue 32), on the Returns page's permissions: view to
 * read a period's claims, edit to choose (auto, now, defer to a period, never).
 */
const can = permittedOn('returns');

export const itcRouter = router({
  /** A period's bills with credit and the bills deferred to it, with where each credit goes. */
  claims: can.view(ZItcClaimsInput, itcClaims),
  /** The choice for up to 500 bills, all or none, each change audited. */
  setClaim: can.edit(ZItcSetClaimInput, setItcClaims),
});
