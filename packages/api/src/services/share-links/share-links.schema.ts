/** Share links (issue 34): the domain's contracts, one shape for tRPC, REST and the web. */
export {
  SHARE_LINK_DEFAULT_DAYS,
  SHARE_LINK_KINDS,
  ZShareLinkCreate,
  ZShareLinkListInput,
  ZShareToken,
  type ShareLinkKind,
  type TShareLinkCreate,
  type TShareLinkListInput,
  type TShareToken,
} from '@gst/domain/contracts';
