/** Recurring invoice profiles (issue 34): the domain's contracts, shared with the web and REST. */
export {
  ZRecurringChanges,
  ZRecurringInput,
  ZRecurringListInput,
  ZRecurringRunRef,
  ZRecurringTemplate,
  ZRecurringUpdate,
  type TRecurringInput,
  type TRecurringListInput,
  type TRecurringRunRef,
  type TRecurringTemplate,
  type TRecurringUpdate,
} from '@gst/domain/contracts';
