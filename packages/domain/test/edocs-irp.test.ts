import { describe, expect, it } from 'vitest';
import { irpAnswerSchema, parseEwayBillAnswer, parseIrpAnswer } from '../src/edocs';

/**
 * The IRP's answer as a shop pastes or uploads it (issue 17): bare, or wrapped the way NIC,
 * Masters India and India Compliance-style clients return it; and the e-way bill number.
 */

// sha256('29AABCS1234K1ZC' + '2025-26' + 'INV' + 'SHT/25-26/0042'): how the IRP makes an IRN.
const IRN = '086b6d3322397d11244d70c7f08bcdb57fa94b24d078e667f781596f5304044d';
const QR =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJkYXRhIjoie1wiRG9jTm9cIjpcIlNIVC8yNS0yNi8wMDQyXCJ9Iiwia' +
  'XNzIjoiTklDIn0.bm90LWEtcmVhbC1zaWduYXR1cmU';

const BARE = {
  AckNo: 112510012345678,
  AckDt: '2025-10-05 14:32:00',
  Irn: IRN,
  SignedInvoice: QR,
  SignedQRCode: QR,
  Status: 'ACT',
  EwbNo: null,
  EwbDt: null,
  EwbValidTill: null,
  Remarks: null,
};

const PARSED = {
  Irn: IRN,
  AckNo: '112510012345678',
  AckDt: '2025-10-05 14:32:00',
  SignedInvoice: QR,
  SignedQRCode: QR,
  Status: 'ACT',
};

const WITH_EWB = { ...BARE, EwbNo: 391009149369, EwbDt: '2025-10-05 14:33:00', EwbValidTill: '2025-10-09 23:59:00' }; // prettier-ignore
const PARSED_WITH_EWB = { ...PARSED, EwbNo: '391009149369', EwbDt: '2025-10-05 14:33:00', EwbValidTill: '2025-10-09 23:59:00' }; // prettier-ignore

describe('parseIrpAnswer', () => {
  it('the bare answer: AckNo as text, nulls dropped, unknown keys left out', () => {
    const result = parseIrpAnswer(BARE);
    expect(result).toEqual({ ok: true, value: PARSED });
    expect(result.ok && Object.keys(result.value)).not.toContain('Remarks');
  });

  it.each([
    ['NIC { Status: 1, Data: {...} }', { Status: 1, Data: WITH_EWB, ErrorDetails: null, InfoDtls: null }], // prettier-ignore
    ['NIC with Data as decrypted JSON text', { Status: '1', Data: JSON.stringify(WITH_EWB) }],
    ['Masters India { results: { message: {...} } }', { results: { message: WITH_EWB, errorMessage: '', InfoDtls: '', status: 'Success', code: 200 } }], // prettier-ignore
    ['{ success: true, result: {...} }', { success: true, message: 'IRN generated successfully', result: WITH_EWB }], // prettier-ignore
    ['pasted as text', `  ${JSON.stringify({ Status: 1, Data: WITH_EWB })}\n`],
  ])('%s', (_name, input) => {
    expect(parseIrpAnswer(input)).toEqual({ ok: true, value: PARSED_WITH_EWB });
  });

  it('keeps a 20-digit AckNo exactly when the answer is pasted as text', () => {
    const text = JSON.stringify({ ...BARE, AckNo: 0 }).replace('"AckNo":0', '"AckNo":12345678901234567890'); // prettier-ignore
    expect(parseIrpAnswer(text)).toMatchObject({ ok: true, value: { AckNo: '12345678901234567890' } }); // prettier-ignore
  });

  it('the zod schema itself unwraps and normalises (an uppercase IRN is lowered)', () => {
    const parsed = irpAnswerSchema.parse({ Status: 1, Data: { ...BARE, Irn: IRN.toUpperCase() } });
    expect(parsed.Irn).toBe(IRN);
  });

  it.each([
    ['an IRN one character short', { ...BARE, Irn: IRN.slice(1) }, 'Irn', 'Irn must be the 64-character IRN (digits and letters a to f).'], // prettier-ignore
    ['an IRN with a g', { ...BARE, Irn: `g${IRN.slice(1)}` }, 'Irn', 'Irn must be the 64-character IRN (digits and letters a to f).'], // prettier-ignore
    ['no IRN', { ...BARE, Irn: undefined }, 'Irn', 'Irn (the invoice reference number) is missing.'], // prettier-ignore
    ['an acknowledgement number of 21 digits', { ...BARE, AckNo: '123456789012345678901' }, 'AckNo', 'AckNo must be the acknowledgement number: up to 20 digits.'], // prettier-ignore
    ['the date written the Indian way', { ...BARE, AckDt: '05/10/2025 14:32:00' }, 'AckDt', 'AckDt must be a date and time written YYYY-MM-DD HH:mm:ss.'], // prettier-ignore
    ['31 September', { ...BARE, AckDt: '2025-09-31 10:00:00' }, 'AckDt', 'AckDt must be a date and time written YYYY-MM-DD HH:mm:ss.'], // prettier-ignore
    ['a QR code that is not the signed token', { ...BARE, SignedQRCode: 'upi://pay?pa=shop@bank' }, 'SignedQRCode', 'SignedQRCode must be the signed QR code as the IRP sent it (three parts joined by dots).'], // prettier-ignore
    ['an empty QR code', { ...BARE, SignedQRCode: '' }, 'SignedQRCode', 'SignedQRCode must be the signed QR code as the IRP sent it (three parts joined by dots).'], // prettier-ignore
    ['an e-way bill number of 11 digits', { ...BARE, EwbNo: 39100914936 }, 'EwbNo', 'EwbNo must be the 12-digit e-way bill number.'], // prettier-ignore
    ['a cancelled IRN', { ...BARE, Status: 'CNL' }, 'Status', 'This IRN has been cancelled on the IRP.'], // prettier-ignore
  ])('refuses %s', (_name, input, field, message) => {
    expect(parseIrpAnswer(input)).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it('passes on the IRP’s own refusal, in both wrappings', () => {
    const nic = { Status: 0, ErrorDetails: [{ ErrorCode: '2150', ErrorMessage: 'Duplicate IRN' }], Data: null }; // prettier-ignore
    expect(parseIrpAnswer(nic)).toEqual({ ok: false, errors: [{ field: '', message: 'The IRP refused the document: 2150 Duplicate IRN.' }] }); // prettier-ignore
    const masters = { results: { message: '', errorMessage: '3038: Seller details Details:Pincode-101301 does not exists', status: 'Failed', code: 204 } }; // prettier-ignore
    expect(parseIrpAnswer(masters)).toEqual({ ok: false, errors: [{ field: '', message: 'The IRP refused the document: 3038: Seller details Details:Pincode-101301 does not exists.' }] }); // prettier-ignore
  });

  it('something that is not an answer at all', () => {
    expect(parseIrpAnswer('hello')).toEqual({ ok: false, errors: [{ field: '', message: 'Paste the IRP’s answer: the JSON with Irn, AckNo, AckDt and SignedQRCode.' }] }); // prettier-ignore
  });
});

describe('parseEwayBillAnswer', () => {
  it.each([
    ['the number typed with spaces', '3810 0929 0312', { ewbNo: '381009290312' }],
    ['the number as a number', 381009290312, { ewbNo: '381009290312' }],
    ['the portal’s answer', { ewayBillNo: 381009290312, ewayBillDate: '25/02/2024 11:10:00 AM', validUpto: '26/02/2024 11:59:00 PM', alert: '' }, { ewbNo: '381009290312', ewbDate: '2024-02-25 11:10:00', validUntil: '2024-02-26 23:59:00' }], // prettier-ignore
    ['wrapped by a GSP client', { success: true, message: 'E-Way Bill is generated successfully', result: { ewayBillNo: 381009290312, ewayBillDate: '01/03/2024 12:05:00 AM', validUpto: '02/03/2024 12:30:00 PM' } }, { ewbNo: '381009290312', ewbDate: '2024-03-01 00:05:00', validUntil: '2024-03-02 12:30:00' }], // prettier-ignore
    ['from the IRP with the e-invoice', { Status: 1, Data: WITH_EWB }, { ewbNo: '391009149369', ewbDate: '2025-10-05 14:33:00', validUntil: '2025-10-09 23:59:00' }], // prettier-ignore
    ['typed in with a date only', { ewbNo: '3810-0929-0312', ewbDate: '25/02/2024' }, { ewbNo: '381009290312', ewbDate: '2024-02-25' }], // prettier-ignore
  ])('%s', (_name, input, value) => {
    expect(parseEwayBillAnswer(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['11 digits', '38100929031', 'ewbNo', 'The e-way bill number must be 12 digits.'],
    ['no number', { ewayBillDate: '25/02/2024 11:10:00 AM' }, 'ewbNo', 'The e-way bill number is missing.'], // prettier-ignore
    ['30 February', { ewbNo: '381009290312', ewbDate: '30/02/2024' }, 'ewbDate', 'The e-way bill date must be a date such as 25/02/2024 11:10:00 AM.'], // prettier-ignore
    ['13 o’clock PM', { ewbNo: '381009290312', validUpto: '26/02/2024 13:00:00 PM' }, 'validUntil', 'The valid-until date must be a date such as 25/02/2024 11:10:00 AM.'], // prettier-ignore
  ])('refuses %s', (_name, input, field, message) => {
    expect(parseEwayBillAnswer(input)).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it('passes on the portal’s refusal', () => {
    expect(parseEwayBillAnswer({ success: false, message: '702: Distance is more than 4000 km' })).toEqual({ ok: false, errors: [{ field: '', message: 'The e-way bill portal refused the document: 702: Distance is more than 4000 km.' }] }); // prettier-ignore
  });
});
