import type { GstLine } from '@gst/domain';

/** A stored line's figures from the GST engine's line ('0.00' each when there is none). */
export function lineTaxColumns(computed: GstLine | undefined) {
  return {
    taxableValue: computed?.taxableValue ?? '0.00',
    taxAmount: computed?.taxAmount ?? '0.00',
    cgst: computed?.cgst ?? '0.00',
    sgst: computed?.sgst ?? '0.00',
    utgst: computed?.utgst ?? '0.00',
    igst: computed?.igst ?? '0.00',
  };
}
