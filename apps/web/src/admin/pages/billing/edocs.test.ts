import { describe, expect, it } from 'vitest';
import {
  aboveEwayBillLimit,
  answerToSend,
  edocFileName,
  eInvoicingOf,
  einvoiceScope,
  ewayBillFormAnswer,
  ewayBillFormErrors,
  ewayBillNumberOf,
  fieldProblems,
  irnCancelDeadline,
  irnEditRefusal,
  irnLockNote,
  jsonFile,
  MAX_ANSWER_TEXT,
  portalDateTimeLabel,
  problemPath,
  refusalHeadline,
  showsEinvoice,
} from './edocs';
import { ewayGoodsValue, isServiceCode } from './ewayGoods';

const IRN = 'a'.repeat(64);

describe('e-document file names', () => {
  it('replaces the slashes of the number', () => {
    expect(edocFileName('INV/2026-27/0007', 'einvoice')).toBe('INV-2026-27-0007-einvoice.json');
    expect(edocFileName('INV/2026-27/0007', 'ewaybill')).toBe('INV-2026-27-0007-ewaybill.json');
    expect(edocFileName('CN\\12:3', 'einvoice')).toBe('CN-12-3-einvoice.json');
    expect(edocFileName('  ', 'einvoice')).toBe('document-einvoice.json');
  });

  it('writes the JSON as a file', async () => {
    const blob = jsonFile({ Version: '1.1' });
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ Version: '1.1' });
  });
});

describe('the pasted answer', () => {
  it('sends a JSON object parsed', () => {
    const text = JSON.stringify({ Irn: IRN, AckNo: 112010036563310, AckDt: '2026-11-26 11:41:00' });
    expect(answerToSend(`  ${text}\n`)).toEqual({
      ok: true,
      answer: { Irn: IRN, AckNo: 112010036563310, AckDt: '2026-11-26 11:41:00' },
    });
  });

  it('keeps acknowledgement and e-way bill numbers longer than a double exact', () => {
    const sent = answerToSend('{"AckNo": 11201003656331012345, "EwbNo":331001234567123456}');
    expect(sent).toEqual({
      ok: true,
      answer: { AckNo: '11201003656331012345', EwbNo: '331001234567123456' },
    });
  });

  it('sends text that is not a JSON object as it is', () => {
    expect(answerToSend(' 3310 0123 4567 ')).toEqual({ ok: true, answer: '3310 0123 4567' });
    expect(answerToSend('331001234567')).toEqual({ ok: true, answer: '331001234567' });
    expect(answerToSend('[1,2]')).toEqual({ ok: true, answer: '[1,2]' });
    expect(answerToSend('{"Irn": ')).toEqual({ ok: true, answer: '{"Irn":' });
  });

  it('refuses nothing and text over the limit', () => {
    expect(answerToSend('  \n')).toMatchObject({ ok: false });
    expect(answerToSend('x'.repeat(MAX_ANSWER_TEXT + 1))).toMatchObject({ ok: false });
    // A big JSON object is fine: only text has the limit.
    const big = JSON.stringify({ Irn: IRN, SignedInvoice: 'x'.repeat(MAX_ANSWER_TEXT * 2) });
    expect(answerToSend(big)).toMatchObject({ ok: true });
  });
});

describe('refusals', () => {
  const data = {
    httpStatus: 400,
    details: {
      errors: [
        { field: 'BuyerDtls.Pin', message: "Buyer's PIN code is missing: add the 6-digit PIN code to the address." }, // prettier-ignore
        { field: 'Irn', message: 'Irn must be the 64-character IRN.' },
        { nothing: true },
      ],
    },
  };

  it('reads the field list of an e-document check', () => {
    expect(fieldProblems(data)).toEqual([
      { field: 'BuyerDtls.Pin', message: "Buyer's PIN code is missing: add the 6-digit PIN code to the address." }, // prettier-ignore
      { field: 'Irn', message: 'Irn must be the 64-character IRN.' },
    ]);
  });

  it("reads zod's field errors", () => {
    expect(fieldProblems({ fieldErrors: { answer: ['The answer is too long'] } })).toEqual([
      { field: 'answer', message: 'The answer is too long' },
    ]);
    expect(fieldProblems(null)).toEqual([]);
    expect(fieldProblems({ details: { refused: [] } })).toEqual([]);
  });

  it('shows the path only where the message does not start with it', () => {
    const [pin, irn] = fieldProblems(data);
    expect(pin && problemPath(pin)).toBe('BuyerDtls.Pin');
    expect(irn && problemPath(irn)).toBe('');
    expect(problemPath({ field: '', message: 'The IRP refused the document: 2150' })).toBe('');
  });

  it('keeps the headline of a message whose fields are listed', () => {
    const problems = fieldProblems(data);
    expect(
      refusalHeadline('The e-invoice of INV/1 would be refused: BuyerDtls.Pin: …', problems),
    ).toBe('The e-invoice of INV/1 would be refused:');
    expect(refusalHeadline('INV/1 is a B2C document', [])).toBe('INV/1 is a B2C document');
  });
});

describe('dates and the 24 hours', () => {
  it("shows the portals' date-times the shop's way", () => {
    expect(portalDateTimeLabel('2026-11-26 11:41:00')).toBe('26 Nov 2026, 11:41 am');
    expect(portalDateTimeLabel('2026-11-26 00:05:00')).toBe('26 Nov 2026, 12:05 am');
    expect(portalDateTimeLabel('2026-11-26 12:00:00')).toBe('26 Nov 2026, 12:00 pm');
    expect(portalDateTimeLabel('2026-11-26 23:59:00')).toBe('26 Nov 2026, 11:59 pm');
    expect(portalDateTimeLabel('2026-11-26')).toBe('26 Nov 2026');
    expect(portalDateTimeLabel('')).toBe('—');
    expect(portalDateTimeLabel('soon')).toBe('soon');
  });

  it('counts 24 hours from the acknowledgement in India time', () => {
    expect(irnCancelDeadline('2026-11-26 11:41:00')?.toISOString()).toBe(
      '2026-11-27T06:11:00.000Z',
    );
    expect(irnCancelDeadline('whenever')).toBeNull();
  });

  it('says until when the document may be cancelled, then that a note corrects it', () => {
    const irp = { ackDate: '2026-11-26 11:41:00' };
    expect(irnLockNote(irp, 'invoice', new Date('2026-11-26T08:00:00Z'))).toBe(
      'The invoice has an IRN: it is read-only. It can be cancelled until 27 Nov 2026, 11:41 am (24 hours after the acknowledgement); after that, correct it with a credit or debit note.',
    );
    expect(irnLockNote(irp, 'invoice', new Date('2026-11-27T06:12:00Z'))).toBe(
      'The invoice has an IRN: it is read-only. The 24 hours to cancel it ended on 27 Nov 2026, 11:41 am: correct it with a credit or debit note.',
    );
    expect(irnLockNote({ ackDate: '?' }, 'credit note')).toContain('within 24 hours');
    expect(irnEditRefusal('Invoice INV/7', irp)).toBe(
      'Invoice INV/7 has an IRN (acknowledged 26 Nov 2026, 11:41 am): it can no longer be edited. Cancel it within 24 hours of the acknowledgement, or issue a credit or debit note.',
    );
  });
});

describe('which documents the IRP takes', () => {
  it('takes registered buyers and exports, never B2C or the shop itself', () => {
    expect(einvoiceScope({ placeOfSupply: 24, buyerGstin: '24AAHFS5678Q1ZA' })).toEqual({
      applies: true,
    });
    expect(einvoiceScope({ placeOfSupply: 96, buyerGstin: '' })).toEqual({ applies: true });
    expect(einvoiceScope({ placeOfSupply: 19, buyerGstin: ' ' })).toMatchObject({
      applies: false,
      reason: expect.stringContaining('B2C'),
    });
    expect(
      einvoiceScope({
        placeOfSupply: 19,
        buyerGstin: '19aahfs5678q1z1',
        supplierGstin: '19AAHFS5678Q1Z1',
      }),
    ).toMatchObject({ applies: false });
  });
});

describe('e-invoicing applies to the shop (issue 30)', () => {
  it('takes no document when the shop’s setting is off, nor a bill of supply', () => {
    const b2b = { placeOfSupply: 24, buyerGstin: '24AAHFS5678Q1ZA' };
    expect(einvoiceScope({ ...b2b, eInvoicing: true })).toEqual({ applies: true });
    expect(einvoiceScope({ ...b2b, eInvoicing: false })).toEqual({
      applies: false,
      reason: 'Not needed: e-invoicing does not apply to the shop (Settings → GST & Legal).',
    });
    expect(einvoiceScope({ placeOfSupply: 96, buyerGstin: '', eInvoicing: false }).applies).toBe(false); // prettier-ignore
    expect(einvoiceScope({ ...b2b, eInvoicing: true, billOfSupply: true }).applies).toBe(false);
    // A recorded IRN still shows; an unrecorded one only when the IRP takes the document.
    const off = einvoiceScope({ ...b2b, eInvoicing: false });
    expect(showsEinvoice({ irp: null, scope: off, cancelled: false })).toBe(false);
    expect(showsEinvoice({ irp: { irn: 'x' }, scope: off, cancelled: false })).toBe(true);
  });

  it('reads the setting from the invoice defaults; unreadable, the server decides', () => {
    expect(eInvoicingOf({ eInvoicing: true }, false)).toBe(true);
    expect(eInvoicingOf({ eInvoicing: false }, false)).toBe(false);
    expect(eInvoicingOf(undefined, false)).toBe(false);
    expect(eInvoicingOf(undefined, true)).toBe(true);
  });
});

describe('the goods the e-way bill counts (issue 30)', () => {
  it('adds taxable goods with their tax, leaving out services (SAC 99…) and untaxed lines', () => {
    expect(
      ewayGoodsValue([
        { hsnCode: '8541 43 00', taxableValue: '40000.00', tax: '2000.00' },
        { hsnCode: '99.5461', taxableValue: '20000.00', tax: '3600.00' },
        { hsnCode: '4901', taxability: 'nil-rated', taxableValue: '9000.00', tax: '0.00' },
        { hsnCode: '27101930', taxability: 'non-gst', taxableValue: '925.00', tax: '0.00' },
        { hsnCode: '85076000', taxability: 'taxable', taxableValue: '0.10', tax: '0.02' },
      ]),
    ).toBe('42000.12');
    expect(isServiceCode('998399')).toBe(true);
    expect(isServiceCode('85414300')).toBe(false);
  });
});

describe('the e-way bill', () => {
  it('is needed above ₹50,000, not at it', () => {
    expect(aboveEwayBillLimit('50000.00')).toBe(false);
    expect(aboveEwayBillLimit('50000.01')).toBe(true);
    expect(aboveEwayBillLimit(63000)).toBe(true);
    expect(aboveEwayBillLimit(undefined)).toBe(false);
    expect(aboveEwayBillLimit('abc')).toBe(false);
  });

  it('reads its 12-digit number with spaces or dashes', () => {
    expect(ewayBillNumberOf('3310 0123 4567')).toBe('331001234567');
    expect(ewayBillNumberOf('3310-0123-4567')).toBe('331001234567');
    expect(ewayBillNumberOf('33100123456')).toBeNull();
    expect(ewayBillNumberOf('33100123456a')).toBeNull();
  });

  it('checks and sends the number-and-dates form', () => {
    expect(ewayBillFormErrors({ number: '123', date: '', validTill: '' })).toEqual({
      number: 'Enter the 12-digit e-way bill number the portal gave',
      date: 'Enter when the e-way bill was generated',
    });
    expect(
      ewayBillFormErrors({
        number: '331001234567',
        date: '2026-11-26 11:50:00',
        validTill: '2026-11-25 23:59:00',
      }),
    ).toEqual({ validTill: 'Valid until is before the e-way bill date' });
    expect(
      ewayBillFormAnswer({ number: '3310 0123 4567', date: '2026-11-26 11:50:00', validTill: '' }),
    ).toEqual({ ewayBillNo: '331001234567', ewayBillDate: '2026-11-26 11:50:00' });
    expect(
      ewayBillFormAnswer({
        number: '331001234567',
        date: '2026-11-26 11:50:00',
        validTill: '2026-11-27 23:59:00',
      }),
    ).toEqual({
      ewayBillNo: '331001234567',
      ewayBillDate: '2026-11-26 11:50:00',
      validUpto: '2026-11-27 23:59:00',
    });
  });
});
